import { svBackOffice } from '../../../common/copy/sv-back-office';
import { Panel, When } from './back-office-ui';
import { DataTable } from './data-table';
import { ActionForm } from './form-parts';

const o = svBackOffice.oldAddresses;

/**
 * "Gamla adresser": the addresses a product or category had, each redirecting (301) to where it lives now, and a
 * button that stops one (decision 032). `removeAction` is the call that drops an address by its id.
 */
export function OldAddresses({ intro, addresses, removeAction }: { intro: string; addresses: readonly { id: number; oldUrl: string; createdAt: string }[]; removeAction: (id: number) => string }) {
  return (
    <Panel id="old-addresses" title={o.title}>
      <p className="admin-muted">{intro}</p>
      <DataTable
        empty={o.empty}
        rows={addresses}
        rowKey={(a) => a.id}
        columns={[
          { header: o.columns.address, className: 'admin-old-address', cell: (a) => a.oldUrl },
          { header: o.columns.since, cell: (a) => <When at={a.createdAt} /> },
          { header: o.columns.action, cell: (a) => <ActionForm action={removeAction(a.id)} text={o.remove} tone="secondary" button={{ 'aria-label': o.removeLabel(a.oldUrl) }} /> },
        ]}
      />
    </Panel>
  );
}
