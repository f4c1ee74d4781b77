import { svBackOffice } from '../../../common/copy/sv-back-office';

/** A back-office page's head: its title under the back office's name, and no search engine may index or follow it. */
export function backOfficeMeta(title: string) {
  return [{ title: svBackOffice.title(title) }, { name: 'robots', content: 'noindex, nofollow' }];
}
