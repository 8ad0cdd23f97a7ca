// The 'shared-api/member' entry: what the member pages read that the shell's own pages never do,
// kept out of the shell's main entry that every visitor downloads. A shared module of its own,
// provided by the shell only when a remote asks for it, so that the member and the admin remotes
// inject these endpoints into the one slice once (docs/decisions.md).
// How a registration's answers are named on the member's and the organisers' views.
export * from '../contract/plain/registration-display';
export * from './catalogue';
export * from './play-partners';
