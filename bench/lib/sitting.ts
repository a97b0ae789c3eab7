// The sitting helpers live beside the server's tests, which use them too (the database fault tests).
export * from '../../apps/server/test/sitting-at-scale';
