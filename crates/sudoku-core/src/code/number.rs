//! The share code's payload as one large number in mixed radix, written in base 64.
//!
//! Every field has its own radix (2 for a yes/no, n for a digit, 2ⁿ for a set of notes), so a
//! field costs exactly log₂(radix) bits and no value can fall outside its range. The fields are
//! folded so the first one is the least significant: a reader takes them in order, and each
//! radix may depend on what was read before. A sentinel 1 above the last field marks where the
//! data ends, so a code that lost its last characters is told from a complete one.

/// Collects fields, then writes them as base-64 digits, least significant first.
#[derive(Debug, Default)]
pub(crate) struct Packer {
    fields: Vec<(u32, u32)>,
}

impl Packer {
    /// Adds a field holding `value`, one of `radix` possible values.
    pub(crate) fn push(&mut self, value: u32, radix: u32) {
        debug_assert!(value < radix, "{value} is not below its radix {radix}");
        self.fields.push((value, radix));
    }

    /// Adds a yes/no field.
    pub(crate) fn push_bool(&mut self, value: bool) {
        self.push(u32::from(value), 2);
    }

    /// The base-64 digits (0..64), least significant first.
    pub(crate) fn finish(self) -> Vec<u8> {
        // Base 2³² limbs, least significant first, starting from the sentinel.
        let mut limbs: Vec<u32> = vec![1];
        for &(value, radix) in self.fields.iter().rev() {
            let mut carry = u64::from(value);
            for limb in &mut limbs {
                let product = u64::from(*limb) * u64::from(radix) + carry;
                *limb = product as u32;
                carry = product >> 32;
            }
            if carry > 0 {
                limbs.push(carry as u32);
            }
        }
        let bits = limbs.len() * 32 - limbs.last().map_or(32, |l| l.leading_zeros() as usize);
        (0..bits.div_ceil(6))
            .map(|i| {
                let at = i * 6;
                let (limb, shift) = (at / 32, at % 32);
                let low = u64::from(limbs[limb]) >> shift;
                let high = limbs
                    .get(limb + 1)
                    .map_or(0, |&l| u64::from(l) << (32 - shift));
                ((low | high) & 63) as u8
            })
            .collect()
    }
}

/// How much is left once every field has been read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rest {
    /// Exactly the sentinel: the code is whole.
    Sentinel,
    /// Nothing: the sentinel was lost, so the code was cut short.
    Nothing,
    /// More than the sentinel: there is data after the last field.
    More,
}

/// Reads fields back from base-64 digits in the order they were pushed.
#[derive(Debug)]
pub(crate) struct Unpacker {
    /// Base 2³² limbs, least significant first, without high zero limbs.
    limbs: Vec<u32>,
}

impl Unpacker {
    /// The number written by `digits` (each 0..64), least significant first.
    pub(crate) fn new(digits: &[u8]) -> Unpacker {
        let mut limbs = vec![0u32; (digits.len() * 6).div_ceil(32)];
        for (i, &digit) in digits.iter().enumerate() {
            let at = i * 6;
            let (limb, shift) = (at / 32, at % 32);
            let value = u64::from(digit & 63) << shift;
            limbs[limb] |= value as u32;
            if let Some(next) = limbs.get_mut(limb + 1) {
                *next |= (value >> 32) as u32;
            }
        }
        let mut unpacker = Unpacker { limbs };
        unpacker.trim();
        unpacker
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// Takes the next field, one of `radix` values. A radix of 0 or 1 holds no information
    /// and reads as 0.
    pub(crate) fn pop(&mut self, radix: u32) -> u32 {
        if radix <= 1 {
            return 0;
        }
        let radix = u64::from(radix);
        let mut remainder = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let current = (remainder << 32) | u64::from(*limb);
            *limb = (current / radix) as u32;
            remainder = current % radix;
        }
        self.trim();
        remainder as u32
    }

    /// Takes a yes/no field.
    pub(crate) fn pop_bool(&mut self) -> bool {
        self.pop(2) == 1
    }

    /// What is left after the last field.
    pub(crate) fn rest(&self) -> Rest {
        match self.limbs.as_slice() {
            [] => Rest::Nothing,
            [1] => Rest::Sentinel,
            _ => Rest::More,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_come_back_in_order() {
        let fields = [
            (1, 2),
            (8, 9),
            (0, 1),
            (33_554_430, 33_554_431),
            (24, 25),
            (0, 2),
        ];
        let mut packer = Packer::default();
        for &(v, r) in &fields {
            packer.push(v, r);
        }
        let digits = packer.finish();
        let mut unpacker = Unpacker::new(&digits);
        for &(v, r) in &fields {
            assert_eq!(unpacker.pop(r), v);
        }
        assert_eq!(unpacker.rest(), Rest::Sentinel);
    }

    #[test]
    fn no_fields_is_the_sentinel_alone() {
        let digits = Packer::default().finish();
        assert_eq!(digits, vec![1]);
        assert_eq!(Unpacker::new(&digits).rest(), Rest::Sentinel);
        assert_eq!(Unpacker::new(&[]).rest(), Rest::Nothing);
    }

    #[test]
    fn a_lost_top_digit_loses_the_sentinel() {
        let mut packer = Packer::default();
        for i in 0..40 {
            packer.push(i % 7, 7);
        }
        let digits = packer.finish();
        let mut unpacker = Unpacker::new(&digits[..digits.len() - 1]);
        for _ in 0..40 {
            unpacker.pop(7);
        }
        assert_eq!(unpacker.rest(), Rest::Nothing);
    }
}
