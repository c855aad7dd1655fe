//! MT19937 with CPython's seeding (`init_genrand`, `init_by_array`) and output functions
//! (`genrand_uint32`, `random()` from two draws, `getrandbits`).
//!
//! The state lives in a byte buffer of [`STATE_BYTES`] bytes (624 words then the position,
//! all little-endian u32), which is what a Random instance keeps in a `bytearray`: it can be
//! mutated in place without copying the whole state per draw.

use num_bigint::BigUint;

pub const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;

/// 624 state words plus the position word.
pub const STATE_BYTES: usize = (N + 1) * 4;

/// A view of a state buffer.
pub struct Mt<'a> {
    st: &'a mut [u8],
}

impl<'a> Mt<'a> {
    /// None when the buffer does not have the state's size.
    pub fn new(st: &'a mut [u8]) -> Option<Mt<'a>> {
        if st.len() == STATE_BYTES {
            Some(Mt { st })
        } else {
            None
        }
    }

    #[inline]
    pub fn word(&self, i: usize) -> u32 {
        let b = &self.st[i * 4..i * 4 + 4];
        u32::from_le_bytes([b[0], b[1], b[2], b[3]])
    }

    #[inline]
    pub fn set_word(&mut self, i: usize, v: u32) {
        self.st[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
    }

    pub fn index(&self) -> usize {
        self.word(N) as usize
    }

    pub fn set_index(&mut self, i: usize) {
        self.set_word(N, i as u32);
    }

    fn init_genrand(&mut self, s: u32) {
        self.set_word(0, s);
        let mut prev = s;
        for i in 1..N {
            let v = 1_812_433_253u32.wrapping_mul(prev ^ (prev >> 30)).wrapping_add(i as u32);
            self.set_word(i, v);
            prev = v;
        }
        self.set_index(N);
    }

    /// CPython's `init_by_array` (the key is the seed's 32-bit chunks, least significant
    /// first).
    pub fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19_650_218);
        let key: &[u32] = if key.is_empty() { &[0] } else { key };
        let mut i = 1usize;
        let mut j = 0usize;
        let mut k = N.max(key.len());
        while k > 0 {
            let prev = self.word(i - 1);
            let v = (self.word(i) ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525)).wrapping_add(key[j]).wrapping_add(j as u32);
            self.set_word(i, v);
            i += 1;
            j += 1;
            if i >= N {
                let last = self.word(N - 1);
                self.set_word(0, last);
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
            k -= 1;
        }
        k = N - 1;
        while k > 0 {
            let prev = self.word(i - 1);
            let v = (self.word(i) ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            self.set_word(i, v);
            i += 1;
            if i >= N {
                let last = self.word(N - 1);
                self.set_word(0, last);
                i = 1;
            }
            k -= 1;
        }
        self.set_word(0, 0x8000_0000);
        self.set_index(N);
    }

    fn twist(&mut self) {
        let mag = |y: u32| if y & 1 == 1 { MATRIX_A } else { 0 };
        for kk in 0..N - M {
            let y = (self.word(kk) & UPPER_MASK) | (self.word(kk + 1) & LOWER_MASK);
            let v = self.word(kk + M) ^ (y >> 1) ^ mag(y);
            self.set_word(kk, v);
        }
        for kk in N - M..N - 1 {
            let y = (self.word(kk) & UPPER_MASK) | (self.word(kk + 1) & LOWER_MASK);
            let v = self.word(kk + M - N) ^ (y >> 1) ^ mag(y);
            self.set_word(kk, v);
        }
        let y = (self.word(N - 1) & UPPER_MASK) | (self.word(0) & LOWER_MASK);
        let v = self.word(M - 1) ^ (y >> 1) ^ mag(y);
        self.set_word(N - 1, v);
        self.set_index(0);
    }

    /// `genrand_uint32`.
    pub fn next_u32(&mut self) -> u32 {
        let mut i = self.index();
        if i >= N {
            self.twist();
            i = 0;
        }
        let mut y = self.word(i);
        self.set_index(i + 1);
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    /// `random()`: 53 random bits as a float in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `getrandbits(k)` for 0 < k <= 64.
    pub fn bits_u64(&mut self, k: u32) -> u64 {
        if k <= 32 {
            return (self.next_u32() >> (32 - k)) as u64;
        }
        let lo = self.next_u32() as u64;
        let hi = (self.next_u32() >> (64 - k)) as u64;
        lo | (hi << 32)
    }

    /// `getrandbits(k)` for any k > 0.
    pub fn bits_big(&mut self, k: u64) -> BigUint {
        let words = ((k - 1) / 32 + 1) as usize;
        let mut out = Vec::with_capacity(words);
        let mut left = k;
        for _ in 0..words {
            let mut r = self.next_u32();
            if left < 32 {
                r >>= 32 - left;
            }
            out.push(r);
            left = left.saturating_sub(32);
        }
        BigUint::new(out)
    }
}
