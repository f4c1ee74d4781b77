import type { Route } from './+types/staff';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { STAFF_ROLES } from '../../../domain/back-office';
import { backOfficePage } from '../../lib/back-office.server';
import { PageHeader, Panel, StaffForm, useBackOffice } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { Field, NamedOptions, NamedSelect, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const s = b.staff;

export const meta: Route.MetaFunction = () => backOfficeMeta(s.title);

/** /admin/personal (admins only): the staff accounts, a new one, and each one's role, whether it may log in, and a new password. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { created: s.created, saved: s.saved }, failed: s.errors }, 'admin');
  return { members: await context.services.staff.list(), ...outcome };
}

type Member = Route.ComponentProps['loaderData']['members'][number];

/** A row's fields belong to the form in its last cell (`form=`): a form cannot span a table row. */
const formOf = (member: Member) => `staff-${member.id}`;

/** Every account with its role, whether it may log in (never one's own: an admin cannot lock themselves out) and a new password. */
function MembersTable({ members }: { members: readonly Member[] }) {
  const me = useBackOffice().staff.email;
  return (
    <DataTable
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        { header: s.email, cell: (member) => member.email },
        { header: s.name, cell: (member) => member.name },
        {
          header: s.role,
          cell: (member) => (
            <select name="role" form={formOf(member)} defaultValue={member.role} aria-label={`${s.role}: ${member.email}`}>
              <NamedOptions names={b.roles} values={STAFF_ROLES} />
            </select>
          ),
        },
        {
          header: s.active,
          cell: (member) => (
            <>
              <select name="active" form={formOf(member)} defaultValue={member.active ? '1' : '0'} aria-label={`${s.active}: ${member.email}`} disabled={member.email === me}>
                <option value="1">{s.yes}</option>
                <option value="0">{s.no}</option>
              </select>
              {member.email === me ? <input type="hidden" name="active" value="1" form={formOf(member)} /> : null}
            </>
          ),
        },
        {
          header: s.newPassword,
          cell: (member) => <input type="password" name="password" form={formOf(member)} minLength={8} maxLength={128} autoComplete="new-password" aria-label={s.newPasswordFor(member.email)} />,
        },
        {
          header: <span className="visually-hidden">{s.save}</span>,
          cell: (member) => (
            <StaffForm action={`/admin/api/staff/${member.id}`} label={s.saveFor(member.email)} id={formOf(member)}>
              <SubmitButton tone="secondary" aria-label={s.saveFor(member.email)}>
                {s.save}
              </SubmitButton>
            </StaffForm>
          ),
        },
      ]}
    />
  );
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { members, done, failed } = loaderData;
  return (
    <>
      <PageHeader title={s.title} done={done} failed={failed}>
        <p>{s.intro}</p>
      </PageHeader>
      <MembersTable members={members} />

      <Panel id="staff-new" title={s.createTitle}>
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
          <NamedSelect label={s.role} name="role" value="staff" names={b.roles} values={STAFF_ROLES} />
          <SubmitButton>
            {s.create}
          </SubmitButton>
        </StaffForm>
      </Panel>
    </>
  );
}
