import { svBackOffice } from '../../../common/copy/sv-back-office';
import { StaffForm, When } from './back-office-ui';
import { SubmitButton } from './form-parts';

const o = svBackOffice.oldAddresses;

/**
 * "Gamla adresser": the addresses a product or category had, each redirecting (301) to where it lives now, and a
 * button that stops one (decision 032). `removeAction` is the call that drops an address by its id.
 */
export function OldAddresses({ intro, addresses, removeAction }: { intro: string; addresses: readonly { id: number; oldUrl: string; createdAt: string }[]; removeAction: (id: number) => string }) {
  return (
    <section className="admin-panel" aria-labelledby="old-addresses">
      <h2 id="old-addresses">{o.title}</h2>
      <p className="admin-muted">{intro}</p>
      {addresses.length === 0 ? (
        <p>{o.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{o.columns.address}</th>
                <th scope="col">{o.columns.since}</th>
                <th scope="col">{o.columns.action}</th>
              </tr>
            </thead>
            <tbody>
              {addresses.map((a) => (
                <tr key={a.id}>
                  <td className="admin-old-address">{a.oldUrl}</td>
                  <td><When at={a.createdAt} /></td>
                  <td>
                    <StaffForm action={removeAction(a.id)}>
                      <SubmitButton tone="secondary" aria-label={o.removeLabel(a.oldUrl)}>
                        {o.remove}
                      </SubmitButton>
                    </StaffForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
