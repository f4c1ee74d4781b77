import type { Route } from './+types/member-campaign';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { swedishDate } from '../../../domain/swedish-calendar';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { ItemEditor } from '../../components/admin/back-office-ui';
import { MemberCampaignForm } from '../../components/admin/member-campaign-form';
import { campaignStatus } from '../../lib/member-campaign-text';
import { backOfficeMeta } from '../../components/admin/page-meta';

const m = svBackOffice.memberCampaigns;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? m.editTitle(loaded.campaign.name) : m.title);

/** /admin/medlemskampanjer/:id: one member campaign's form, to change it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { saved: m.saved, unchanged: m.unchanged }, failed: m.errors });
  const { memberCampaignAdmin } = context.services;
  const campaign = await foundById(params.id, memberCampaignAdmin.get);
  return { campaign, ...(await memberCampaignAdmin.choices()), today: swedishDate(new Date()), ...outcome };
}

export default function MemberCampaign({ loaderData }: Route.ComponentProps) {
  const { campaign, categories, brands, today, done, failed } = loaderData;
  return (
    <>
      <ItemEditor
        back={{ href: '/admin/medlemskampanjer', text: m.back }}
        title={m.editTitle(campaign.name)}
        summary={
          <>
            {m.status}: {campaignStatus(campaign, today)}
          </>
        }
        done={done}
        failed={failed}
      >
        <MemberCampaignForm
          action={`/admin/api/member-campaigns/${campaign.id}`}
          values={{
            name: campaign.name,
            kind: campaign.kind,
            percent: campaign.percent === null ? '' : String(campaign.percent),
            price: campaign.price_incl_vat_ore === null ? '' : String(campaign.price_incl_vat_ore / 100),
            scope: campaign.scope,
            products: campaign.productSkus.join(', '),
            categoryId: campaign.category_id === null ? '' : String(campaign.category_id),
            brandId: campaign.brand_id === null ? '' : String(campaign.brand_id),
            validFrom: campaign.valid_from ?? '',
            validUntil: campaign.valid_until ?? '',
          }}
          categories={categories}
          brands={brands}
          submit={m.save}
          idPrefix="edit"
        />
      </ItemEditor>
    </>
  );
}
