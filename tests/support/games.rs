//! Games several test binaries play through.

/// A random game after 51 moves, where the player to move has winning
/// moves. (Made by `punct random-game --seed 0` before its generator
/// changed; the record is what counts.)
pub const WINNABLE: &str = "B3-B4-C5 G3-G1-G2 M14-N14-N15 G3>G7-H8-I9 D10-C9-C10 E2-E3-E4 M17-L17-N17 \
    G13-H12-H13 J15-J14-J16 E2>L9-J9-K9 H11-G11-I12 A7-B8-C8 F2-G3-G4 K14-J13-K15 I4-H4-H5 N8-M7-N9 \
    P12-O11-Q12 L9>M10-N10-O10 E12-E11-F12 G13>L13-K11-L12 I4>D4-E3-E4 B7-B6-C6 P12>P16-O15-P17 \
    D6-E7-F8 D4>B2-C1-C2 G5-F3-F4 N7-O7-P8 E4-D3-F5 J15>J3-I3-K3 G5>J8-K9-K10 E12>G14-F13-G13 \
    H16-H15-I16 H4-H5-I5 N11-O11-O12 P16>P14-O13-Q14 E12-E10-E11 J5-K6-L7 K5-J4-L6 M14>M5-L4-L5 \
    M10>I6-G6-H6 D10>D12-C11-D11 E1-D1-E2 O15-P15-P16 D7-C7-D8 N7>F7-G8-G9 E1>H1-H2-I2 I14-J15-K16 \
    K14>K5-J4-K6 D12>D4-D5-E5 E2-D1-E1 O15>M13-M14-N14";
