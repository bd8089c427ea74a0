import { Fragment, useId } from 'react';
import { useI18n } from '../i18n/useI18n';
import { SHOP_COOKIES } from './shop-cookies';
import { SHOP_COOKIES_ATTRIBUTE } from './shop-cookies-attribute';
import classes from './ShopCookiesDialog.module.css';

/**
 * What the shop stores in the browser and why, in the shop's language: what the consent button
 * shows where no consent tool opened its own preferences. A closed <dialog> in the page's HTML, so
 * no code loads for it: the browser makes it modal, keeps focus in it and closes it on Escape, and
 * its button closes it without a script (method="dialog").
 */
export function ShopCookiesDialog() {
  const { LL } = useI18n();
  const copy = LL.footer.shopCookies;
  const headingId = useId();
  return (
    <dialog className={classes.dialog} aria-labelledby={headingId} {...{ [SHOP_COOKIES_ATTRIBUTE]: '' }}>
      {/* Focus starts here (live/consent-settings.ts), so that the dialog is read from its start. */}
      <h2 id={headingId} className={classes.heading} tabIndex={-1}>
        {copy.heading()}
      </h2>
      <p>{copy.intro()}</p>
      <dl className={classes.cookies}>
        {SHOP_COOKIES.map(({ names, purpose }) => (
          <Fragment key={purpose}>
            <dt>
              <code>{names.join(', ')}</code>
            </dt>
            <dd>{copy[purpose]()}</dd>
          </Fragment>
        ))}
      </dl>
      <p>{copy.storage()}</p>
      <form method="dialog">
        <button className={classes.close}>{copy.close()}</button>
      </form>
    </dialog>
  );
}
