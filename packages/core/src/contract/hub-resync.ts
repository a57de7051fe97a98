/**
 * The event the server pushes on any hub, with no arguments, when pushes to a connection that stayed open may have
 * been lost: its process's link to the other processes was cut for a moment (Redis restarted, the network dropped).
 * SignalR replays nothing, so the client fetches what it missed from storage, as after a reconnect, without one.
 */
export const HUB_RESYNC_EVENT = 'Resync';
