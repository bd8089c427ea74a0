// A stand-in for a Google Tag Manager container, answered in place of www.googletagmanager.com.
// Like Google's tags in Consent Mode's basic form, it reads the consent commands in the dataLayer
// and only with analytics_storage granted sets its cookie and sends each event to Google
// Analytics' host, which the page's Content-Security-Policy must allow.
(() => {
  const consent = {};
  const isCommand = (entry) => Object.prototype.toString.call(entry) === '[object Arguments]';
  const granted = () => consent.analytics_storage === 'granted';

  function send(event) {
    navigator.sendBeacon(`https://region1.google-analytics.com/g/collect?en=${encodeURIComponent(event)}`);
  }

  function read(entry) {
    if (isCommand(entry) && entry[0] === 'consent') {
      Object.assign(consent, entry[2]);
      if (granted()) document.cookie = '_ga=GA1.1.stub; path=/; max-age=63072000; SameSite=Lax';
    } else if (entry && typeof entry.event === 'string' && granted()) {
      send(entry.event);
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
