// The portal's sign-in: it asks the Fieldkit server for a token (cross-origin) and hands it to <fk-chat>,
// <fk-notes>, <fk-sms-log>, <fk-job-email> and <fk-video-call>.
// The token lives in this tab's sessionStorage, so a reload keeps the portal and the chat signed in.
// The Fieldkit server is the one the portal's own server names in the page, never one the address bar could name: the
// password goes there (and the page's Content-Security-Policy lets it connect nowhere else).
const fieldkitUrl = document.querySelector('meta[name="fieldkit-url"]').content;
const TOKEN_KEY = 'portal.fieldkit';
const form = document.getElementById('sign-in');
const welcome = document.getElementById('welcome');

function showChat({ token, name }) {
  form.hidden = true;
  welcome.hidden = false;
  document.getElementById('user-name').textContent = name;
  const chat = document.createElement('fk-chat');
  chat.setAttribute('config-url', `${fieldkitUrl}/config.json`);
  chat.setAttribute('token', token);
  // Conversations get a 'Video call' button, answered by the <fk-video-call> below.
  chat.setAttribute('video-calls', 'true');
  document.body.append(chat);
  // The notes bell in the portal's header; its log link opens the full app's SMS and e-mail log.
  const notes = document.createElement('fk-notes');
  notes.setAttribute('config-url', `${fieldkitUrl}/config.json`);
  notes.setAttribute('token', token);
  notes.setAttribute('log-href', `${fieldkitUrl}/reports/smslogreport`);
  // The SMS and e-mail alerts beside it; 'More' opens the full app's reports.
  const alerts = document.createElement('fk-sms-log');
  alerts.setAttribute('config-url', `${fieldkitUrl}/config.json`);
  alerts.setAttribute('token', token);
  alerts.setAttribute('sms-log-href', `${fieldkitUrl}/reports/smslogreport`);
  alerts.setAttribute('email-log-href', `${fieldkitUrl}/reports/emailogreport`);
  document.getElementById('header-widgets').append(alerts, notes);
  // 'Email Job' for job 5001 of Acme, with its send log.
  const job = document.getElementById('job');
  const email = document.createElement('fk-job-email');
  email.setAttribute('config-url', `${fieldkitUrl}/config.json`);
  email.setAttribute('token', token);
  email.setAttribute('wo-job-id', '5001');
  email.setAttribute('show-log', 'true');
  job.append(email);
  job.hidden = false;
  // The people to call, and the ring prompt and call window wherever the portal's page is.
  const video = document.createElement('fk-video-call');
  video.setAttribute('config-url', `${fieldkitUrl}/config.json`);
  video.setAttribute('token', token);
  video.setAttribute('show-people', 'true');
  const videoSection = document.getElementById('video');
  videoSection.append(video);
  videoSection.hidden = false;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const error = document.getElementById('sign-in-error');
  error.textContent = '';
  const response = await fetch(`${fieldkitUrl}/api/auth/Account/SignIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: data.get('username'), Password: data.get('password') }),
  }).catch(() => null);
  if (!response?.ok) {
    error.textContent = 'Sign-in failed.';
    return;
  }
  const grant = await response.json();
  const signedIn = { token: grant.access_token, name: grant.session.DisplayName ?? grant.session.UserName };
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify(signedIn));
  showChat(signedIn);
});

document.getElementById('sign-out').addEventListener('click', () => {
  sessionStorage.removeItem(TOKEN_KEY);
  location.reload();
});

const saved = sessionStorage.getItem(TOKEN_KEY);
if (saved) showChat(JSON.parse(saved));
