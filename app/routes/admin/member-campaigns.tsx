import type { Route } from './+types/member-campaigns';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { swedishDate } from '../../../domain/swedish-calendar';
import { backOfficePage } from '../../lib/back-office.server';
import { PageHeader, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { ListResults } from '../../components/admin/list-page';
import { EMPTY_CAMPAIGN, MemberCampaignForm } from '../../components/admin/member-campaign-form';
import { campaignSummary, campaignStatus } from '../../lib/member-campaign-text';
import { backOfficeMeta } from '../../components/admin/page-meta';

const m = svBackOffice.memberCampaigns;

export const meta: Route.MetaFunction = () => backOfficeMeta(m.title);

/** /admin/medlemskampanjer: the member campaigns (issue 15), switched on first, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { created: m.created, activated: m.activated, deactivated: m.deactivated, unchanged: m.unchanged }, failed: m.errors });
  const [campaigns, choices] = await Promise.all([context.services.memberCampaignAdmin.list(), context.services.memberCampaignAdmin.choices()]);
  return { campaigns, ...choices, today: swedishDate(new Date()), ...outcome };
}

export default function MemberCampaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns, categories, brands, today, done, failed } = loaderData;
  return (
    <>
      <PageHeader title={m.title} done={done} failed={failed}>
        <p className="admin-intro">{m.intro}</p>
      </PageHeader>
      <ListResults
        empty={m.empty}
        rows={campaigns.map((campaign) => ({ ...campaign, summary: campaignSummary(campaign) }))}
        rowKey={(campaign) => campaign.id}
        columns={[
          { header: m.name, cell: (campaign) => <a href={`/admin/medlemskampanjer/${campaign.id}`}>{campaign.name}</a> },
          { header: m.rule, cell: (campaign) => campaign.summary.rule },
          { header: m.appliesTo, cell: (campaign) => campaign.summary.appliesTo },
          { header: m.validity, cell: (campaign) => campaign.summary.validity },
          { header: m.status, cell: (campaign) => campaignStatus(campaign, today) },
          {
            header: m.actions,
            cell: (campaign) => (
              <div className="admin-row-actions">
                <a className="admin-button admin-button--secondary" href={`/admin/medlemskampanjer/${campaign.id}`} aria-label={m.editLabel(campaign.name)}>
                  {m.edit}
                </a>
                <StaffForm action={`/admin/api/member-campaigns/${campaign.id}/active`}>
                  <input type="hidden" name="active" value={campaign.active ? '0' : '1'} />
                  <button
                    type="submit"
                    className={campaign.active ? 'admin-button admin-button--danger' : 'admin-button admin-button--secondary'}
                    aria-label={campaign.active ? m.deactivateLabel(campaign.name) : m.activateLabel(campaign.name)}
                  >
                    {campaign.active ? m.deactivate : m.activate}
                  </button>
                </StaffForm>
              </div>
            ),
          },
        ]}
      />

      <Panel id="campaign-new" title={m.createTitle}>
        <MemberCampaignForm action="/admin/api/member-campaigns" values={EMPTY_CAMPAIGN} categories={categories} brands={brands} submit={m.create} idPrefix="new" />
      </Panel>
    </>
  );
}
