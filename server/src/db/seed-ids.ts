/** Upstream ids where upstream has the row (docs/upstream.md §16), so a JeecgBoot client sees familiar data. */
export const seedIds = {
  admin: 'e9ca23d68d884d4ebb19d07889727dae',
  jeecg: 'a75d45a015c44384a04449ee80dc3503',
  zhagnxiao: 'f0019fdebedb443c98dcb17d88222c38',
  zhangsan: '0f3b6a2c0e8c4d6fa0c1b2d3e4f5a6b7',
  roleAdmin: 'f6817f48af4fb3af11b9e8bf182f618b',
  reportUsers: '87b55a515d3441b6b98e48e5b35474a6',
  hr01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a01',
  qc01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a02',
  cnt01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a03',
  rep01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a04',
  rep02: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a05',
  departHr: '6b2f1d903c3e4f708b0c1d2e3f4a5b01',
  departQc: '6b2f1d903c3e4f708b0c1d2e3f4a5b02',
  departLogistics: '6b2f1d903c3e4f708b0c1d2e3f4a5b03',
  roleHr: '7c3a2e014d4f40819c1d2e3f4a5b6c01',
  roleQc: '7c3a2e014d4f40819c1d2e3f4a5b6c02',
  roleCanteen: '7c3a2e014d4f40819c1d2e3f4a5b6c03',
  departRoot: 'c6d7cb4deeac411cb3384b1b31278596',
  departRnd: '57197590443c44f083d42ae24ef26a2c',
  home: '9502685863ab87f0ad1134142788a385',
} as const

/** Demo rows of the system pages (modules/system/<area>/seed.ts; upstream ids where upstream seeds the row). */
export const adminSeedIds = {
  departRoleRdLeader: '8d4e5f60718293a4b5c6d7e8f9a0b1c1',
  departRoleRdEngineer: '8d4e5f60718293a4b5c6d7e8f9a0b1c2',
  departRoleQcLeader: '8d4e5f60718293a4b5c6d7e8f9a0b1c3',
  ruleOwn: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c01',
  ruleDepart: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c02',
  ruleMale: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c03',
  categoryMaterial: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d501',
  categoryRaw: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d502',
  categoryAuxiliary: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d503',
  categoryPackaging: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d504',
  categoryEquipment: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d505',
} as const
