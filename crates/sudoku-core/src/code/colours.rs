//! The colours field of version 2 codes: after version 1's fields, for every cell in reading
//! order (givens too, which can be coloured): coloured? (radix 2); if so, the cell's colours as
//! a bit mask (radix 2⁹), the coloured candidates as a bit mask (radix 2ⁿ), and for each of
//! those, smallest first, its colour − 1 (radix 9).

use crate::{Colour, ColourSet, Colours, DigitSet, Geometry, Progress};

use super::number::{Packer, Unpacker};

/// Whether `progress` holds any colour, which needs a version 2 code.
pub(super) fn any(progress: &Progress) -> bool {
    let geometry = progress.geometry();
    geometry
        .cells()
        .any(|cell| !progress.get(cell).colours.is_empty())
}

/// Writes the colours of every cell of `progress`.
pub(super) fn push(packer: &mut Packer, progress: &Progress) {
    let geometry = progress.geometry();
    let n = geometry.size() as u32;
    for cell in geometry.cells() {
        let colours = progress.get(cell).colours;
        packer.push_bool(!colours.is_empty());
        if colours.is_empty() {
            continue;
        }
        packer.push(u32::from(colours.cell.bits()), 1 << Colour::COUNT);
        let coloured: DigitSet = colours.coloured_candidates().map(|(d, _)| d).collect();
        packer.push(coloured.bits(), 1 << n);
        for (_, colour) in colours.coloured_candidates() {
            packer.push(u32::from(colour.get()) - 1, u32::from(Colour::COUNT));
        }
    }
}

/// Reads the colours of every cell of `geometry` into `progress`.
pub(super) fn pop(unpacker: &mut Unpacker, geometry: Geometry, progress: &mut Progress) {
    let n = geometry.size() as u32;
    for cell in geometry.cells() {
        if !unpacker.pop_bool() {
            continue;
        }
        let mut colours = Colours::default();
        colours.cell = ColourSet::from_bits(unpacker.pop(1 << Colour::COUNT) as u16);
        let coloured = DigitSet::from_bits(unpacker.pop(1 << n));
        for digit in coloured.iter() {
            let colour = Colour::new(unpacker.pop(u32::from(Colour::COUNT)) as u8 + 1);
            colours.set_candidate(digit, colour);
        }
        let mut marks = progress.get(cell);
        marks.colours = colours;
        progress.set(cell, marks);
    }
}
