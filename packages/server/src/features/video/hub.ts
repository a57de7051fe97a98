import { videoHub } from '@fieldkit/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import { type HubCallContext, HubError } from '../../hubs/connection';
import type { HubRegistry } from '../../hubs/registry';
import { type MissedCall, VIDEO_REFUSALS, VideoCalls } from './calls';
import { sendSignal } from './signals';
import { createVideoStore } from './store';

/**
 * Registers `/hubs/video` on a registry. Every method checks what the client sends against its token; the rooms live
 * in the store, so a call's members may be connected to different processes.
 */
export function registerVideoHub(
  registry: HubRegistry,
  db: Db,
  options: { ringTimeoutMs: number; log: FastifyBaseLogger; missed?: MissedCall },
): VideoCalls {
  const store = createVideoStore(db, options.ringTimeoutMs);
  const onError = (err: unknown) => options.log.error({ err, hub: videoHub.path }, 'video call step failed');
  let calls: VideoCalls | undefined;
  const ringsOfCaller = ({ caller }: HubCallContext) => store.ringsFor(caller.companyId, caller.loginId);
  const hub = registry.registerHub(videoHub, {
    methods: {
      SendSignal: ({ caller, connection }, signal) => sendSignal(calls!, caller, connection.id, signal),
      Leave: async ({ caller, connection }, { roomName }) => {
        const key = VideoCalls.keyOf(caller, roomName);
        await calls!.leave(key, caller.loginId);
        calls!.windows.remove(connection.id, key);
      },
      EndCall: ({ caller, connection }, { roomName }) =>
        calls!.endCall(caller, connection.id, VideoCalls.keyOf(caller, roomName)),
      SetMedia: async ({ caller }, media) => {
        const key = VideoCalls.keyOf(caller, media.roomName);
        const me = await calls!.joinedMember(caller, key);
        await store.setMedia(key, caller.loginId, media.IsMuted, media.IsCameraOff);
        const push = {
          roomName: media.roomName,
          LoginId: caller.loginId,
          IsMuted: media.IsMuted,
          IsCameraOff: media.IsCameraOff,
        };
        const others = await calls!.joinedLogins(key, caller.loginId);
        if ((me.is_muted === 1) !== media.IsMuted)
          for (const other of others) hub.sendToUser(other, media.IsMuted ? 'onmute' : 'onunmute', push);
        if ((me.is_camera_off === 1) !== media.IsCameraOff)
          for (const other of others) hub.sendToUser(other, 'oncamera', push);
      },
      Signal: async ({ caller }, signal) => {
        const key = VideoCalls.keyOf(caller, signal.roomName);
        const ok =
          signal.toUser !== caller.loginId &&
          (await store.bothJoined(
            key,
            { loginId: caller.loginId, peerId: signal.fromPeer },
            { loginId: signal.toUser, peerId: signal.toPeer },
          ));
        if (!ok) throw new HubError(VIDEO_REFUSALS.notRelayed);
        hub.sendToUser(signal.toUser, 'Signal', {
          roomName: signal.roomName,
          fromPeer: signal.fromPeer,
          fromUser: caller.loginId,
          toPeer: signal.toPeer,
          data: signal.data,
        });
      },
      GetRoom: ({ caller }, { roomName }) => calls!.roomFor(caller, VideoCalls.keyOf(caller, roomName)),
      GetRings: ringsOfCaller,
    },
    // A window that joined a call and whose connection closed has left it (a ring it was making stops with it).
    onDisconnected: (connection) => calls!.windowClosed(connection.id, connection.caller.loginId),
    // The process that held the user died: they leave every call they were in.
    onGone: (loginId) => calls!.gone(loginId),
  });
  calls = new VideoCalls(hub, store, options.ringTimeoutMs, onError, options.missed);
  return calls;
}
