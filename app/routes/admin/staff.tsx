import type { Route } from './+types/staff';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { STAFF_ROLES } from '../../../domain/back-office';
import { backOfficePage } from '../../lib/back-office.server';
import { PageHeader, StaffForm, useBackOffice } from '../../components/admin/back-office-ui';
import { Field, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const s = b.staff;

export const meta: Route.MetaFunction = () => backOfficeMeta(s.title);

/** /admin/personal (admins only): the staff accounts, a new one, and each one's role, whether it may log in, and a new password. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { created: s.created, saved: s.saved }, failed: s.errors }, 'admin');
  return { members: await context.services.staff.list(), ...outcome };
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { members, done, failed } = loaderData;
  const me = useBackOffice().staff.email;
  return (
    <>
      <PageHeader title={s.title} done={done} failed={failed}>
        <p>{s.intro}</p>
      </PageHeader>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{s.email}</th>
              <th scope="col">{s.name}</th>
              <th scope="col">{s.role}</th>
              <th scope="col">{s.active}</th>
              <th scope="col">{s.newPassword}</th>
              <th scope="col">
                <span className="visually-hidden">{s.save}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const formId = `staff-${member.id}`;
              return (
                <tr key={member.id}>
                  <td>{member.email}</td>
                  <td>{member.name}</td>
                  <td>
                    <select name="role" form={formId} defaultValue={member.role} aria-label={`${s.role}: ${member.email}`}>
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {b.roles[role]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select name="active" form={formId} defaultValue={member.active ? '1' : '0'} aria-label={`${s.active}: ${member.email}`} disabled={member.email === me}>
                      <option value="1">{s.yes}</option>
                      <option value="0">{s.no}</option>
                    </select>
                    {member.email === me ? <input type="hidden" name="active" value="1" form={formId} /> : null}
                  </td>
                  <td>
                    <input type="password" name="password" form={formId} minLength={8} maxLength={128} autoComplete="new-password" aria-label={s.newPasswordFor(member.email)} />
                  </td>
                  <td>
                    <StaffForm action={`/admin/api/staff/${member.id}`} label={s.saveFor(member.email)} id={formId}>
                      <SubmitButton tone="secondary" aria-label={s.saveFor(member.email)}>
                        {s.save}
                      </SubmitButton>
                    </StaffForm>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <section className="admin-panel" aria-labelledby="staff-new">
        <h2 id="staff-new">{s.createTitle}</h2>
        <StaffForm action="/admin/api/staff" className="admin-form">
          <Field label={s.email}>
            <input type="email" name="email" required maxLength={254} autoComplete="off" />
          </Field>
          <Field label={s.name}>
            <input type="text" name="name" maxLength={100} autoComplete="off" />
          </Field>
          <Field label={s.password} hint={{ id: 'staff-password-hint', text: s.passwordHint }}>
            <input type="password" name="password" required minLength={8} maxLength={128} autoComplete="new-password" aria-describedby="staff-password-hint" />
          </Field>
          <Field label={s.role}>
            <select name="role" defaultValue="staff">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {b.roles[role]}
                </option>
              ))}
            </select>
          </Field>
          <SubmitButton>
            {s.create}
          </SubmitButton>
        </StaffForm>
      </section>
    </>
  );
}
