/** The shell's built-in English texts (namespace `shell`); the language files under `assets/i18n/` translate them. */
export const shellTexts = {
  app: {
    name: 'Fieldkit',
    loading: 'Loading…',
    startupFailed: 'Fieldkit could not start. Please reload the page.',
  },
  signIn: {
    title: 'Sign in',
    intro: 'Sign in with your company account.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    usernameRequired: 'Enter your username.',
    passwordRequired: 'Enter your password.',
    failed: 'Sign-in failed: {{message}}',
  },
  frame: {
    profileMenu: 'Profile menu for {{name}}',
    lastLogin: 'Last login: {{when}}',
    firstLogin: 'First login',
    logOut: 'Log out',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
  },
  expiry: { licenceTitle: 'Licence', passwordTitle: 'Password' },
  home: { title: 'Home', welcome: 'Welcome, {{name}}', company: 'You are signed in to {{company}}.' },
} as const;
