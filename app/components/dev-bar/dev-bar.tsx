import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEV_BAR_CALL, DEV_BAR_HINT_COOKIE, pageJumpTarget, themeSwitchPath, type DevBarData } from '../../../domain/dev-bar';
import { svDevBar } from '../../../common/copy/sv-dev-bar';
import '../../styles/dev-bar.css';

/** Ends the hint: the back office said this browser has no admin session (logged out, expired, or staff only). */
function dropHint(): void {
  document.cookie = `${DEV_BAR_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * The developer bar for a logged-in admin: jump to a page of the shop by its address, and switch the active theme
 * (a form posting to the spec's /admin/themes/set_active_theme/?id=, which comes back to this page). Shown only once the back office
 * has confirmed the admin session; anyone else sees nothing.
 */
export function DevBar() {
  const [data, setData] = useState<DevBarData | null>(null);
  const [hidden, setHidden] = useState(false);
  const [jumpError, setJumpError] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const current = `${location.pathname}${location.search}`;
  const [typed, setTyped] = useState(current);

  useEffect(() => setTyped(current), [current]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(DEV_BAR_CALL, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401 || response.status === 403) dropHint();
        if (response.ok) setData((await response.json()) as DevBarData);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!data || hidden) return null;
  const copy = svDevBar;
  return (
    <aside className="dev-bar" aria-label={copy.label}>
      <p className="dev-bar__title">{copy.label}</p>
      <form
        className="dev-bar__jump"
        onSubmit={(event) => {
          event.preventDefault();
          const target = pageJumpTarget(typed);
          setJumpError(target === null);
          if (target) void navigate(target);
        }}
      >
        <label htmlFor={`${id}-page`}>{copy.pageLabel}</label>
        <input
          id={`${id}-page`}
          type="text"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={jumpError}
          aria-describedby={jumpError ? `${id}-error` : undefined}
          spellCheck={false}
          autoComplete="off"
        />
        <button type="submit" className="dev-bar__go">
          {copy.go}
        </button>
        {jumpError ? (
          <span id={`${id}-error`} className="dev-bar__error" role="alert">
            {copy.pageInvalid}
          </span>
        ) : null}
      </form>
      <nav className="dev-bar__themes" aria-label={copy.themes}>
        <span>{copy.themes}:</span>
        <ul>
          {data.themes.map((theme) => (
            <li key={theme.id}>
              {theme.id === data.activeThemeId ? (
                <span className="dev-bar__theme dev-bar__theme--active" aria-current="true">
                  {theme.name}
                </span>
              ) : (
                <form method="post" action={themeSwitchPath(theme.id)}>
                  <input type="hidden" name="_token" value={data.csrfToken} />
                  <button type="submit" className="link-button dev-bar__theme">
                    {theme.name}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <a className="dev-bar__admin" href="/admin">
        {copy.admin}
      </a>
      <button type="button" className="link-button dev-bar__hide" onClick={() => setHidden(true)}>
        {copy.hide}
      </button>
    </aside>
  );
}
