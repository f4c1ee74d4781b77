import type { Route } from './+types/settings';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage } from '../../lib/back-office.server';
import { Notice, StaffForm } from '../../components/admin/back-office-ui';
import { SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const s = svBackOffice.settings;

export const meta: Route.MetaFunction = () => backOfficeMeta(s.title);

/** /admin/installningar (admins only): every site setting (domain/site-settings.ts), its value and its default. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { url, outcome } = backOfficePage(context, request, { done: s.done, failed: s.errors }, 'admin');
  return { settings: await context.services.settingsAdmin.list(), name: url.searchParams.get('namn'), ...outcome };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { settings, name, done, failed } = loaderData;
  return (
    <>
      <h1>{s.title}</h1>
      <p>{s.intro}</p>
      {name === null ? <Notice done={done} failed={failed} /> : null}
      <ul className="admin-settings">
        {settings.map((setting) => {
          const id = `setting-${setting.name}`;
          const long = setting.value.length > 60;
          return (
            <li key={setting.name} className="admin-panel" id={setting.name}>
              <StaffForm action={`/admin/api/settings/${setting.name}`} label={setting.name}>
                <label className="admin-field" htmlFor={id}>
                  <span>
                    {setting.name} {setting.stored ? <span className="admin-state admin-state--paid">{s.own}</span> : null}
                  </span>
                </label>
                {name === setting.name ? <Notice done={done} failed={failed} /> : null}
                {long ? (
                  <textarea id={id} name="value" defaultValue={setting.value} rows={4} className="admin-settings__value" aria-describedby={`${id}-default`} />
                ) : (
                  <input id={id} type="text" name="value" defaultValue={setting.value} className="admin-settings__value" aria-describedby={`${id}-default`} />
                )}
                <small id={`${id}-default`} className="admin-muted">
                  {s.defaultValue(setting.defaultValue)}
                </small>
                <div className="admin-settings__buttons">
                  <SubmitButton aria-label={s.saveFor(setting.name)}>
                    {s.save}
                  </SubmitButton>
                  {setting.stored ? (
                    <button type="submit" name="reset" value="1" className="admin-button admin-button--secondary" aria-label={s.resetFor(setting.name)}>
                      {s.reset}
                    </button>
                  ) : null}
                </div>
              </StaffForm>
            </li>
          );
        })}
      </ul>
    </>
  );
}
