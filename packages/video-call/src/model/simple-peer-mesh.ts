import type { PeerSignalData } from '@fieldkit/core/contract';
import type SimplePeer from 'simple-peer';
import type { CreateMediaTransport, MediaTransport, MediaTransportOptions, RemotePeer } from './mesh';
import { installPeerShims } from './peer-shims';

/** How long a link may stay disconnected before the side that offered restarts ICE (a network change). */
const DISCONNECTED_RESTART_MS = 2_000;

interface Link {
  remote: RemotePeer;
  peer: SimplePeer.Instance;
  initiator: boolean;
  restartTimer?: ReturnType<typeof setTimeout>;
}

/** The peer connection under a simple-peer instance (for ICE restarts and state; simple-peer keeps it as `_pc`). */
function connectionOf(peer: SimplePeer.Instance): RTCPeerConnection {
  return (peer as unknown as { _pc: RTCPeerConnection })._pc;
}

/** Loads simple-peer (its shims first) and answers the mesh transport made with it. */
export async function loadSimplePeerMesh(): Promise<CreateMediaTransport> {
  installPeerShims();
  const { default: Peer } = await import('simple-peer');
  return (options) => createSimplePeerMesh(Peer, options);
}

/**
 * The mesh: one simple-peer connection per remote window, all carrying the same local stream. Camera and microphone
 * go off and on by enabling their tracks, so no toggle ever renegotiates.
 */
function createSimplePeerMesh(
  Peer: SimplePeer.SimplePeer,
  { stream, iceServers, events }: MediaTransportOptions,
): MediaTransport {
  const links = new Map<string, Link>();

  function drop(peerId: string) {
    const link = links.get(peerId);
    if (!link) return;
    links.delete(peerId);
    clearTimeout(link.restartTimer);
    link.peer.destroy();
  }

  function restart(link: Link) {
    if (!link.initiator || link.peer.destroyed) return;
    connectionOf(link.peer).restartIce();
  }

  function connect(remote: RemotePeer, initiator: boolean): Link {
    drop(remote.peerId);
    const peer = new Peer({
      initiator,
      trickle: true,
      config: { iceServers },
      ...(stream ? { stream } : {}),
      // A window without camera or microphone still receives the others'.
      offerOptions: { offerToReceiveAudio: true, offerToReceiveVideo: true },
    });
    const link: Link = { remote, peer, initiator };
    links.set(remote.peerId, link);
    events.link(remote.peerId, 'connecting');
    peer.on('signal', (data: PeerSignalData) => events.send(remote, data));
    peer.on('stream', (remoteStream: MediaStream) => events.stream(remote.peerId, remoteStream));
    peer.on('connect', () => events.link(remote.peerId, 'connected'));
    const gone = () => {
      if (links.get(remote.peerId) !== link) return;
      drop(remote.peerId);
      events.link(remote.peerId, 'failed');
    };
    peer.on('close', gone);
    peer.on('error', (error: Error) => {
      console.warn('Video call: a peer connection failed', error);
      gone();
    });
    const pc = connectionOf(peer);
    pc.addEventListener('iceconnectionstatechange', () => {
      clearTimeout(link.restartTimer);
      if (pc.iceConnectionState === 'failed') restart(link);
      else if (pc.iceConnectionState === 'disconnected')
        link.restartTimer = setTimeout(() => restart(link), DISCONNECTED_RESTART_MS);
    });
    return link;
  }

  return {
    connect(remote, initiator) {
      connect(remote, initiator);
    },
    receive(from, data) {
      const link = links.get(from.peerId) ?? (data.type === 'offer' ? connect(from, false) : undefined);
      link?.peer.signal(data as SimplePeer.SignalData);
    },
    drop,
    has: (peerId) => links.has(peerId),
    restartIce() {
      for (const link of links.values()) restart(link);
    },
    close() {
      for (const peerId of [...links.keys()]) drop(peerId);
    },
  };
}
