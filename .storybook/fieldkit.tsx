import {
  createFieldkit,
  createI18n,
  createMemoryStorage,
  type Fieldkit,
  type FieldkitI18n,
  type SessionState,
} from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { FieldkitProvider } from '@fieldkit/ui';
import type { Decorator, Loader } from '@storybook/react-vite';
import { demoSession } from '../packages/core/src/testing/fake-network';

/** What a story says of its Fieldkit: the session it starts with, and what stands for the server. */
export interface FieldkitParameters {
  /** State laid over a signed-out session (`signedIn` gives Alice Walker of Acme Facilities Ltd). */
  session?: Partial<SessionState>;
  /** Stands for the reference server, which Storybook does not run; unanswered calls fail as offline. */
  fetch?: typeof fetch;
  /** Built-in texts of the namespaces the story shows, beside core's. */
  texts?: Record<string, Record<string, unknown>>;
}

const offline: typeof fetch = async () => {
  throw new TypeError('Storybook runs no server');
};

/** A session as the server gives it after sign-in. */
export const signedIn: Partial<SessionState> = {
  token: 'story-token',
  expiresAt: Date.now() + 60 * 60_000,
  session: {
    ...demoSession,
    CompanyId: 2,
    LoginId: 2,
    UserName: 'alice',
    DisplayName: 'Alice Walker',
    LastLogin: '2026-11-20T08:15:00Z',
  },
  company: {
    CompanyId: 2,
    CompanyName: 'Acme Facilities Ltd',
    UniqueId: 'ACME',
    EnableS3Storage: false,
    ShowOnlyCrewInTechFilter: false,
    EnablePreferVendorForCustomer: false,
    IsTaxEnabled: true,
    IsQuoteEnabled: true,
    IsPolygonRegion: false,
  },
};

/** Loads Fieldkit's i18n with the story's built-in texts (Storybook serves no translation files). */
export const fieldkitLoader: Loader = async (context) => {
  const parameters = context.parameters.fieldkit as FieldkitParameters | undefined;
  if (!parameters) return {};
  const config = sameOriginConfig();
  const i18n = await createI18n({
    config: { i18nPath: './assets/i18n/', defaultLanguage: 'en-GB' },
    namespaces: ['core', ...Object.keys(parameters.texts ?? {})],
    defaults: parameters.texts as never,
    fetch: async () => new Response('{}'),
  });
  const fieldkit = createFieldkit({
    config,
    storage: createMemoryStorage(),
    fetch: parameters.fetch ?? offline,
  });
  fieldkit.session.setState(parameters.session ?? {});
  return { fieldkit, i18n };
};

/** Wraps a story that sets `parameters.fieldkit` in a FieldkitProvider. */
export const withFieldkit: Decorator = (Story, context) => {
  const { fieldkit, i18n } = context.loaded as { fieldkit?: Fieldkit; i18n?: FieldkitI18n };
  if (!fieldkit) return <Story />;
  return (
    <FieldkitProvider fieldkit={fieldkit} i18n={i18n}>
      <Story />
    </FieldkitProvider>
  );
};
