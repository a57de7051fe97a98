import type { PeerSignalData } from '@fieldkit/core/contract';
import type { PeerLink } from './types';

/** Another window of the call: who, and which of their windows. */
export interface RemotePeer {
  peerId: string;
  LoginId: number;
}

/** What a media transport tells the call about each remote window. */
export interface MediaTransportEvents {
  /** A WebRTC message to deliver to a remote window (through the video hub). */
  send(to: RemotePeer, data: PeerSignalData): void;
  /** A remote window's audio and video arrived. */
  stream(peerId: string, stream: MediaStream): void;
  /** How the link to a remote window stands; 'failed' once it dropped for good (the call removes them). */
  link(peerId: string, link: PeerLink): void;
}

/**
 * How the call carries media between its windows, behind one small interface: a mesh of peer connections today
 * (one per pair, good for up to four people); a selective forwarding unit can take over from the third person
 * later without the call's model changing.
 */
export interface MediaTransport {
  /** Links to a remote window; the `initiator` makes the offer (the one who joined last, by the call's rule). */
  connect(remote: RemotePeer, initiator: boolean): void;
  /** A WebRTC message from a remote window; links to it (answering) when not linked yet. */
  receive(from: RemotePeer, data: PeerSignalData): void;
  /** Drops the link to a remote window. */
  drop(peerId: string): void;
  /** Whether a link to the window exists. */
  has(peerId: string): boolean;
  /** Restarts ICE on every link this side offered (the network changed). */
  restartIce(): void;
  /** Drops every link. */
  close(): void;
}

/** What a transport is made with. */
export interface MediaTransportOptions {
  /** The local camera and microphone, or null to receive only. */
  stream: MediaStream | null;
  iceServers: RTCIceServer[];
  events: MediaTransportEvents;
}

/** Makes a transport; the simple-peer mesh by default (tests and a future SFU pass their own). */
export type CreateMediaTransport = (options: MediaTransportOptions) => MediaTransport;
