export default { test: { include: ['.bench-tmp/*.test.ts'], testTimeout: 600000 } };
