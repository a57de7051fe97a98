/**
 * Type-level check (run by `tsc`): a module of another package that its exports map does not list does not compile,
 * so an app uses what a package publishes and nothing else. Each line below stops compiling the day its import
 * resolves (an unused `@ts-expect-error` is an error).
 */

// @ts-expect-error a module inside @fieldkit/chat-widget, not one of its entries
export type { ChatElementProps } from '@fieldkit/chat-widget/components/ChatElement';
// The public entries do compile.
export type { Fieldkit } from '@fieldkit/core';
export type { IdCodec } from '@fieldkit/core/app';
export type { Outbox } from '@fieldkit/core/kit';
// @ts-expect-error a module inside @fieldkit/core, not one of its entries
export type { SessionStore } from '@fieldkit/core/session/session-store';
// @ts-expect-error a source file of @fieldkit/ui, not one of its entries
export type { DialogProps } from '@fieldkit/ui/components/Dialog';
