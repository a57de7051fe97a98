/** The API contract: every call and hub declared once, shared by the client and the reference server. */
export * from './contract/index';
