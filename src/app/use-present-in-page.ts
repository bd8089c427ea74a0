import { useEffect, useState } from 'react';

/**
 * Whether the element with this id is in the page. Parts that load later can take it away (the
 * footer drops its sign-up for a shopper who signed up), so the page is watched for as long as
 * the caller shows. True before hydration, as the prerendered page has it.
 */
export function usePresentInPage(id: string): boolean {
  const [present, setPresent] = useState(true);
  useEffect(() => {
    const check = () => setPresent(document.getElementById(id) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [id]);
  return present;
}
