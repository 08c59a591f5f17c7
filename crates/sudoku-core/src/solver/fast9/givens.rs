//! A puzzle's values as the fast path loads them: the cells of each value, per band.

/// The cells of each value per band (bit `i` of band `b` for the cell `27 * b + i`) of 81
/// values (0 empty, 1–9 digits), at index `value`; index 0 gathers the empty cells, so the
/// loop has no branch on whether a cell is given. `None` if a value is out of range.
#[inline]
pub(super) fn by_value(values: &[u8; 81]) -> Option<[[u32; 10]; 3]> {
    let mut by_value = [[0u32; 10]; 3];
    for (band, values) in by_value.iter_mut().zip(values.chunks_exact(27)) {
        for (i, &value) in values.iter().enumerate() {
            *band.get_mut(usize::from(value))? |= 1 << i;
        }
    }
    Some(by_value)
}
