/**
 * Matches logged before the side pocket, the peas, the weaker players and the pocket-not-called
 * loss read from the engine: each game's walk through the pad (a link the page made then) and the
 * SHA-256 of the steps it was written as then. The same links now write the same steps, step for
 * step, in every game but side-pocket-one (where a ball called and pocketed now counts, 7.2, 7.4;
 * docs/referee.md, "Match mode").
 */
export const OLD_MATCHES: ReadonlyArray<readonly [link: string, steps: string]> = [
  [
    'm1.geight-ball.pAnn~Bob.r5.oa.xs1~s~snA~sy~s23k4~s8k4~r~s1~s~snB~sy~s23k4~s8k4~r~s1~s~snC~sy~s23k4~s8k4~r~s1~s~snD~sy~s23k4~s8k4~r~s1~s~snE~sy~s23k4~s8k4~r~s1~s~snF~sy~s23k4~s8k4~r~s1~s~snG~sy~s23k4~s8k4',
    '52b2909100f68906529a47482d14fcd2a5f0c902b208f81dab2b8a38763c4b18',
  ],
  [
    'm1.gnine-ball.pAnn~Bob.r5.oa.xs1~s~snA~s23~s45~s67~s89~r~s~snB~s12~s34~s56~s78~s9~r~snC~s12~s34~s56~s78~s9~r~snE~s12~s34~s56~s78~s9~r~snF~s12~s34~s56~s78~s9~r~snG~s12~s34~s56~s78~s9~r~snH~s12~s34~s56',
    '44aca92e699104ce6dd658d7239bec69713d9c45c0dbf55a05a4bc8771a7a757',
  ],
  [
    'm1.gstraight-pool.pAnn~Bob.r5.oa.xs1~s~snA~sy~s12k4~s12~s34~s5~s~snB~sy~s67k4~s67~s89~sa~s~snD~sy~sbck4~sbc~sde~s1~s~snE~sy~s23k4~s23~s45~s6~s~snF~sy~s78k4~s78~s9a~sb~s~snG~sy~scdk4~scd~sef~s1~s~snH~sy~s23k4~s23',
    'c5b7b49fbf015a74c495adc822ee52d4f2dd0adf51d15d46355f9b12861f0b28',
  ],
  [
    'm1.gsix-ball.pAnn~Bob.r5.oa.xs1~s~snA~s23~s45~s6~r~s1~s~snB~s23~s45~s6~r~s1~s~snC~s23~s45~s6~r~s1~s~snD~s23~s45~s6~r~s1~s~snE~s23~s45~s6~r~s1~s~snF~s23~s45~s6~r~s1~s~snG~s23~s45~s6',
    '0b24bb43e15714f27d90be7badc55ae9e0832fced6cb089939870e15c5bb3cf4',
  ],
  [
    'm1.gbowlliards.pAnn~Bob.r5.oa.xs1~s~snA~s12~s12~s34~s56~s7~s~snB~s12~s12~s34~s56~s7~s~snD~s12~s12~s34~s56~s7~s~snE~s12~s12~s34~s56~s7~s~snF~s12~s12~s34~s56~s7~s~snG~s12~s12~s34~s56~s7~s~snH~s12~s12~s34',
    '117f5e15ff3cd3766751821e067609749afee9a4b63cb4424761e14b3496e3c3',
  ],
  [
    'm1.gcowboy.pAnn~Bob.r5.oa.xs3~s~snA~s13~s13~s13~s13~s1~s~snB~s13~s13~s13~s13~s1~s~snD~s13~s13~s13~s13~s1~s~snE~s13~s13~s13~s13~s1~s~snF~s13~s13~s13~s13~s1~s~snG~s13~s13~s13~s13~s1~s~snH~s13~s13~s13',
    'a3a458de4df33e26d396b5ed13b87cc7f5ba31cfa26b7d66b871ccc3b98e276e',
  ],
  [
    'm1.gkelly-pool.pAnn~Bob.r5.oa.xs1~s~snA~cA~s23~s45~s67~s8~s~snB~cA~s9a~sbc~sde~sf~r~snC~cA~s12~s34~s56~s7~s~snD~cA~s89~sab~scd~se~s~snF~cA~sf~r~s12~s3~s~snF~cA~s45~s67~s89~sa~s~snG~cA~sbc~sde',
    'a00ec1b53bb70e1aa8a3c5373fb755ef7228dd1c12690f78db1a22f04a20249d',
  ],
  [
    'm1.gmr-and-mrs.pAnn~Bob.r5.oa.xs1~s~snA~s23~s45~s67~s89~sa~s~snB~sbc~r~s12~s34~s5~s~snC~s67~s89~sab~r~s1~s~snD~s23~s45~s67~s89~sa~s~snE~sbc~r~s12~s34~s5~s~snF~s67~s89~sab~r~s1~s~snG~s23~s45~s67',
    '4576253a418f2142175550f535e6e82dde8dcaa02db90658b0a2341bdd6ef380',
  ],
  [
    'm1.godd-ball.pAnn~Bob.r5.oa.xs1~s~snA~cA~s23~s45~s67~s8~s~snB~cA~s9a~sbc~sde~sf~s~snC~cA~s12~s34~s56~s7~s~snD~cA~s89~sab~scd~se~s~snF~cA~sf~s12~r~s1~s~snF~cA~s23~s45~s67~s8~s~snG~cA~s9a~sbc',
    '3fff77526b6c28a4e408ceba0d964be1d90582a5c4f4a1338f83cdf956783731',
  ],
  [
    'm1.ghonolulu.pAnn~Bob.r5.oa.xs1~s~snA~sy~s12k4~s12~s34~s5~s~snB~sy~s24k4~s24~s67~s8~s~snD~sy~s47k4~s47~s9a~r~s~snE~sy~s12k4~s12~s34~s5~s~snF~sy~s24k4~s24~s67~s8~s~snG~sy~s47k4~s47~s9a~r~s~snH~sy~s12k4~s12',
    '5e023b28d33bdd724319e6a5ecd50b79c22b1d5b7c40a485232b861cc6b7ea8c',
  ],
  [
    'm1.gcribbage.pAnn~Bob.r5.oa.xs1~s~cA~s12~s34~cA~s12~s3~cA~snA~s12~s34~cA~s12~s3~cA~snB~cA~s12~s34~cA~s1~s~cA~s12~s34~cA~s12~s3~cA~snD~cA~s12~s34~cA~s1~s~cA~s12~s34~cA~s12~s3~cA~snE~s12~s34~cA',
    '82f182606add1dbba03cb77022ecf6b82cad1140279e45232ad21d8c3fccaeab',
  ],
];
