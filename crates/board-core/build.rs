//! Generates the fancy-magic slider attack tables used by `src/magic.rs`.
//!
//! The magic factors come from the trial-and-error search below, driven by a
//! fixed-seed xorshift generator. Running that search takes seconds in an
//! unoptimised build script, so its results are recorded in
//! `ROOK_FACTORS`/`BISHOP_FACTORS`; every build re-verifies each recorded
//! factor against the ray walk and searches afresh for any that fails (set an
//! entry to 0 to regenerate it). The output is `$OUT_DIR/magic_tables.rs`,
//! which `src/magic.rs` pulls in with `include!`. The script has no
//! dependencies, and its output is byte-identical from build to build.
//!
//! Fancy magic bitboards: for every square, the occupancy restricted to the
//! square's relevant blockers (its rays minus the board edge) is multiplied by
//! a 64-bit factor, and the top `n` bits of the product (where `n` is the
//! number of relevant blockers) index that square's slice of one shared
//! attack table. See <https://www.chessprogramming.org/Magic_Bitboards>.

use std::fmt::Write as _;
use std::{env, fs, path::PathBuf};

const ROOK_DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The reference ray walk: attacks of a slider on `sq`, stopping at (and
/// including) the first occupied square of each ray.
fn sliding_attacks(sq: usize, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut attacks = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (file + df, rank + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// Squares whose occupancy can change the attack set: every ray square except
/// the last one before the edge (a blocker there or no blocker there gives the
/// same attacks).
fn relevant_mask(sq: usize, dirs: &[(i32, i32)]) -> u64 {
    let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut mask = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (file + df, rank + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    mask
}

/// Factors found by `find_magic` with `XorShift(SEED)`, rooks `a1..h8` first,
/// then bishops.
const ROOK_FACTORS: [u64; 64] = [
    0x2080_0020_8040_0010,
    0x00c0_0020_0140_1000,
    0x2100_1100_0840_2002,
    0x0880_0800_8104_1000,
    0x0200_0200_2004_1008,
    0x2300_0400_0801_0012,
    0x0c00_2830_0400_8201,
    0x0180_0100_0040_7a80,
    0x0168_8000_8040_0020,
    0x0010_4000_4020_1000,
    0x1001_0020_0100_1048,
    0x1001_0024_0810_0100,
    0x0801_0004_0801_0012,
    0x4001_0002_0900_0400,
    0x08a2_0004_c802_0001,
    0x2002_8011_4500_2280,
    0x0080_8600_2100_4200,
    0x0010_00c0_0940_2002,
    0x00b0_0020_0400_2800,
    0x100a_8080_1002_0800,
    0x8101_0100_0800_0410,
    0x0244_0080_0200_0480,
    0x0000_0400_1081_0208,
    0x2000_0200_0044_8534,
    0x4104_4004_8000_8033,
    0x0000_8101_0020_4000,
    0x0440_4309_0020_0010,
    0x4600_2409_0010_0100,
    0x0060_0800_8004_0080,
    0x0001_0003_0008_0400,
    0x0004_0844_0001_1002,
    0x0023_0402_0000_8041,
    0x0580_0500_4300_2080,
    0x0400_8040_0280_2008,
    0x0001_0020_0100_4010,
    0x1000_2009_0100_1000,
    0x4410_8008_0180_0c00,
    0xa012_0038_0600_1004,
    0x0020_1001_0400_8802,
    0x0004_8084_0200_0041,
    0x0010_4001_7089_8000,
    0x0080_5000_2000_4004,
    0x1040_4080_1202_0020,
    0x8010_0400_0800_4040,
    0x2001_0801_0011_0004,
    0x0000_0200_0400_8080,
    0x0021_0108_1004_0002,
    0x0800_008c_4302_0024,
    0x0000_8000_2100_5100,
    0x0070_2010_4000_8080,
    0x0000_d042_8200_6a00,
    0x0010_0144_0008_0240,
    0x0001_0801_1005_0100,
    0x0012_0008_1024_0600,
    0x0402_0008_0104_0200,
    0x0281_0010_8a00_4100,
    0x0050_8003_0010_2045,
    0x8208_2100_4012_0882,
    0x8010_6001_0118_3441,
    0x020b_0009_1000_6045,
    0x0241_0010_0248_0005,
    0x0081_0004_0088_0241,
    0x0000_0090_0802_4124,
    0x0048_1229_8041_0402,
];
const BISHOP_FACTORS: [u64; 64] = [
    0x0848_0208_2204_0013,
    0x8010_a400_8582_1200,
    0x0008_0084_3084_0822,
    0x0808_0481_0804_0000,
    0x1304_0421_0000_8104,
    0x5001_0120_1020_4023,
    0x8104_8801_b820_0420,
    0x200a_0080_8401_2000,
    0x0040_1020_0104_2084,
    0x840a_5050_4242_8020,
    0x0000_7001_0220_2920,
    0x4410_1c0c_1080_0002,
    0x0040_0404_2200_0000,
    0x0180_0208_0209_0202,
    0x4020_0208_1104_1202,
    0x0001_0430_8c04_2000,
    0x4140_6610_0242_4400,
    0x0028_0120_0801_0460,
    0x0188_0621_0200_2a00,
    0x0014_0048_4010_2008,
    0x0105_0002_9040_0002,
    0x8001_0222_0041_0400,
    0x104a_0419_1801_3446,
    0x008a_0000_8200_8238,
    0x04a0_0600_0810_0430,
    0x0008_2200_0882_0801,
    0x2508_0412_0800_5010,
    0x4008_0802_0020_2020,
    0x2441_0010_1300_4000,
    0x0030_0080_6040_7000,
    0x4008_1080_0042_0800,
    0x0012_0210_5029_0100,
    0x0210_0804_8220_0500,
    0xcc01_1120_4810_0480,
    0x0020_4028_0650_0440,
    0x0004_8e00_8058_0080,
    0x0040_1020_2002_0080,
    0x0028_0104_4008_0807,
    0x4601_0411_0800_8800,
    0x8040_810e_0410_4200,
    0x9012_1011_0400_088a,
    0xa003_0802_1208_1050,
    0x00c1_0040_4840_1004,
    0x9000_00a0_1440_0800,
    0x0008_0210_4040_5401,
    0x4020_0082_0600_2090,
    0x0004_1904_2403_0100,
    0x0424_008a_0202_6250,
    0x8004_0882_5090_0040,
    0x1c00_4300_88a0_4200,
    0x0001_0200_9404_0001,
    0x8040_2100_2088_0061,
    0x2010_0404_5044_2032,
    0x0800_8408_5004_4001,
    0x0004_0408_0214_0004,
    0x0004_080a_0422_2020,
    0x8088_8021_1002_2000,
    0x1081_a104_1611_4400,
    0x0205_010a_2406_0820,
    0x0000_0007_2041_1080,
    0x1008_0002_0843_0400,
    0x580c_0260_2881_0840,
    0x8020_2044_1020_a110,
    0x12c0_0224_0102_0018,
];

const SEED: u64 = 0x9E37_79B9_7F4A_7C15;

/// Marsaglia's xorshift64 with a fixed seed: deterministic, dependency-free.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Candidates with few set bits make good magic factors.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

/// Finds a collision-free factor for `sq`, trying `recorded` first, and
/// appends its attack slice to `table`. Constructive collisions (two
/// occupancies with equal attack sets sharing an index) are allowed.
fn find_magic(
    sq: usize,
    dirs: &[(i32, i32)],
    recorded: u64,
    rng: &mut XorShift,
    table: &mut Vec<u64>,
) -> Magic {
    let mask = relevant_mask(sq, dirs);
    let bits = mask.count_ones();
    let shift = 64 - bits;
    let size = 1usize << bits;

    // Enumerate every subset of the mask (Carry-Rippler trick).
    let mut occupancies = Vec::with_capacity(size);
    let mut attacks = Vec::with_capacity(size);
    let mut occ = 0u64;
    loop {
        occupancies.push(occ);
        attacks.push(sliding_attacks(sq, occ, dirs));
        occ = occ.wrapping_sub(mask) & mask;
        if occ == 0 {
            break;
        }
    }

    let mut slice = vec![0u64; size];
    // `epoch[i] == attempt` marks slots filled during the current attempt, so
    // the slice does not need clearing between attempts.
    let mut epoch = vec![0u32; size];
    let mut attempt = 0u32;
    for candidate in 0.. {
        let factor = if candidate == 0 { recorded } else { rng.sparse() };
        // Quick reject: the product must spread the mask over the top byte.
        if (mask.wrapping_mul(factor) >> 56).count_ones() < 6 {
            continue;
        }
        attempt += 1;
        let ok = occupancies.iter().zip(&attacks).all(|(&occ, &att)| {
            let index = (occ.wrapping_mul(factor) >> shift) as usize;
            if epoch[index] == attempt {
                slice[index] == att
            } else {
                epoch[index] = attempt;
                slice[index] = att;
                true
            }
        });
        if ok {
            let offset = table.len();
            table.extend_from_slice(&slice);
            return Magic { mask, factor, shift, offset };
        }
    }
    unreachable!("the candidate loop only ends by returning")
}

fn write_magics(out: &mut String, name: &str, magics: &[Magic]) {
    writeln!(out, "static {name}: [Magic; 64] = [").unwrap();
    for m in magics {
        writeln!(
            out,
            "    Magic {{ mask: 0x{:016x}, factor: 0x{:016x}, shift: {}, offset: {} }},",
            m.mask, m.factor, m.shift, m.offset
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");

    let mut rng = XorShift(SEED);
    let mut table = Vec::new();
    let rooks: Vec<Magic> =
        (0..64).map(|sq| find_magic(sq, &ROOK_DIRS, ROOK_FACTORS[sq], &mut rng, &mut table)).collect();
    let bishops: Vec<Magic> =
        (0..64).map(|sq| find_magic(sq, &BISHOP_DIRS, BISHOP_FACTORS[sq], &mut rng, &mut table)).collect();

    let mut out = String::with_capacity(table.len() * 22 + 16_384);
    out.push_str("// @generated by board-core's build.rs: fancy magic slider tables.\n");
    write_magics(&mut out, "ROOK_MAGICS", &rooks);
    write_magics(&mut out, "BISHOP_MAGICS", &bishops);
    writeln!(out, "static ATTACKS: [u64; {}] = [", table.len()).unwrap();
    for chunk in table.chunks(8) {
        out.push_str("   ");
        for att in chunk {
            write!(out, " 0x{att:x},").unwrap();
        }
        out.push('\n');
    }
    out.push_str("];\n");

    let path = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("magic_tables.rs");
    fs::write(path, out).expect("write magic_tables.rs");
}
