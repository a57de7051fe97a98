/** The releasenotes area opens on the release notes. */
export { Component } from '../home/ReleaseNotesPage';
