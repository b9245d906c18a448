import pkg from '../../package.json' with { type: 'json' };

/** The host's version as shown to clients: the app's package version. */
export const HOST_VERSION: string = pkg.version;
