//! Fixed tables of the 9×9 grid for the 9×9 fast paths (the random fill, the generator's
//! singles check): each cell's units and peers as small integers, built at compile time.

/// The nine digits, one bit each.
pub(crate) const ALL: u16 = 0x1ff;

/// The cells of each unit in reading order: the rows, then the columns, then the boxes (the
/// order of `Geometry::units`, which the general search follows).
pub(crate) const UNITS: [[u8; 9]; 27] = units();

/// The three units of each cell: its row, column and box.
pub(crate) const UNITS_OF: [[u8; 3]; 81] = units_of();

/// The units of each cell as bits (`1 << u`).
pub(crate) const UNIT_BITS: [u32; 81] = unit_bits();

/// The 20 other cells that share a unit with each cell.
pub(crate) const PEERS: [[u8; 20]; 81] = peers();

/// The peers of each cell as bits (`1 << peer`).
pub(crate) const PEER_BITS: [u128; 81] = peer_bits();

const fn units() -> [[u8; 9]; 27] {
    let mut units = [[0u8; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut i = 0;
        while i < 9 {
            units[k][i] = (k * 9 + i) as u8;
            units[9 + k][i] = (i * 9 + k) as u8;
            units[18 + k][i] = ((k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3) as u8;
            i += 1;
        }
        k += 1;
    }
    units
}

const fn units_of() -> [[u8; 3]; 81] {
    let mut of = [[0u8; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        of[cell] = [r as u8, (9 + c) as u8, (18 + r / 3 * 3 + c / 3) as u8];
        cell += 1;
    }
    of
}

const fn unit_bits() -> [u32; 81] {
    let mut bits = [0u32; 81];
    let mut cell = 0;
    while cell < 81 {
        let [r, c, b] = UNITS_OF[cell];
        bits[cell] = 1 << r | 1 << c | 1 << b;
        cell += 1;
    }
    bits
}

const fn peers() -> [[u8; 20]; 81] {
    let mut peers = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        let mut len = 0;
        let mut other = 0;
        while other < 81 {
            let (r2, c2) = (other / 9, other % 9);
            let same_box = r / 3 == r2 / 3 && c / 3 == c2 / 3;
            if other != cell && (r == r2 || c == c2 || same_box) {
                peers[cell][len] = other as u8;
                len += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
}

const fn peer_bits() -> [u128; 81] {
    let mut bits = [0u128; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut i = 0;
        while i < 20 {
            bits[cell] |= 1 << PEERS[cell][i];
            i += 1;
        }
        cell += 1;
    }
    bits
}
