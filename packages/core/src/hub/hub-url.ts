import type { HubDefinition } from '../contract/define-hub';
import type { RuntimeConfig } from '../contract/runtime-config';

/** The URL of a hub: the config's hub base joined with the hub's path (`/` + `/hubs/chat` gives `/hubs/chat`). */
export function hubUrl(config: Pick<RuntimeConfig, 'hubBase'>, hub: Pick<HubDefinition, 'path'>): string {
  return `${config.hubBase.replace(/\/+$/, '')}/${hub.path.replace(/^\/+/, '')}`;
}
