// A stand-in for a Google Tag Manager container, answered in place of www.googletagmanager.com.
// Like Google's tags in Consent Mode's basic form, it reads the consent commands in the dataLayer
// and only with analytics_storage granted sets its cookie and sends each event to Google
// Analytics' host, which the page's Content-Security-Policy must allow.
(() => {
  const consent = {};
  const isCommand = (entry) => Object.prototype.toString.call(entry) === '[object Arguments]';
  const granted = () => consent.analytics_storage === 'granted';
  // As Google's tags do with `wait_for_update`: an event read before the first update waits for it
  // that long, then goes out under the state it brings (or under the default, once the time is up).
  const waiting = [];
  let updated = false;
  let waitUntil = 0;

  function send(event) {
    navigator.sendBeacon(`https://region1.google-analytics.com/g/collect?en=${encodeURIComponent(event)}`);
  }

  function fire(event) {
    if (granted()) send(event);
  }

  function flushWaiting() {
    waiting.splice(0).forEach(fire);
  }

  function read(entry) {
    if (isCommand(entry) && entry[0] === 'consent') {
      Object.assign(consent, entry[2]);
      if (granted()) document.cookie = '_ga=GA1.1.stub; path=/; max-age=63072000; SameSite=Lax';
      if (entry[1] === 'default') {
        waitUntil = Date.now() + (entry[2].wait_for_update ?? 0);
        setTimeout(flushWaiting, entry[2].wait_for_update ?? 0);
      } else {
        updated = true;
        flushWaiting();
      }
    } else if (entry && typeof entry.event === 'string') {
      if (!updated && Date.now() < waitUntil) waiting.push(entry.event);
      else fire(entry.event);
    }
  }

  const dataLayer = (window.dataLayer ??= []);
  window.stubContainer = { started: dataLayer.length };
  dataLayer.forEach(read);
  const push = dataLayer.push.bind(dataLayer);
  dataLayer.push = (...entries) => {
    const length = push(...entries);
    entries.forEach(read);
    return length;
  };
})();
