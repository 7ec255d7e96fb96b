//! A finite law drawn from one 64-bit word: Walker's alias method in integers.
//!
//! The law's probabilities are quantised once to integer weights summing to exactly 2⁶⁴ (the
//! rounding remainder goes to the likeliest value), and Vose's construction splits them into
//! `N = 2^k` columns of capacity `2^(64−k)`, each holding its own value below a threshold and an
//! alias above it. A word's top `k` bits pick the column and its other bits are compared with
//! the threshold, so the table realises each weight **exactly** — one word, one comparison, no
//! division — and differs from the `f64` law only by that law's own rounding (at most 2⁻⁶⁴ per
//! value; a probability below 2⁻⁶⁴ is never drawn). The unit tests count every column's share
//! and check it against the quantised weights ([`quantise`]).

/// A finite law with values of type `T`, drawn from one uniform `u64`.
#[derive(Clone, Debug, PartialEq)]
pub struct AliasTable<T> {
    /// `64 − k`.
    shift: u32,
    /// `2^(64−k) − 1`.
    mask: u64,
    /// Per column: draws whose low bits are below this take the column's own value.
    threshold: Vec<u64>,
    /// Per column: the value index taken at or above the threshold.
    alias: Vec<u32>,
    /// The values, by index (padding columns point at real values through their alias).
    values: Vec<T>,
}

/// The quantised weights of a law (the module documentation): `⌊p·2⁶⁴⌋` for each
/// probability (normalised by their sum), with the remainder to the largest, summing to
/// exactly 2⁶⁴. An [`AliasTable`] of `probs` realises exactly these weights.
///
/// # Panics
/// If `probs` is empty.
pub fn quantise(probs: &[f64]) -> Vec<u128> {
    let total: f64 = probs.iter().sum();
    let one = 1u128 << 64;
    let mut w: Vec<u128> = probs
        .iter()
        .map(|&p| ((p / total) * 18_446_744_073_709_551_616.0) as u128)
        .collect();
    let sum: u128 = w.iter().sum();
    let top = (0..w.len())
        .max_by(|&a, &b| probs[a].total_cmp(&probs[b]))
        .expect("a law has at least one value");
    if sum <= one {
        w[top] += one - sum;
    } else {
        w[top] -= sum - one;
    }
    w
}

impl<T: Copy> AliasTable<T> {
    /// The table of the law `values[i]` with probability `probs[i]` (non-negative, positive
    /// sum).
    ///
    /// # Panics
    /// If the lists differ in length, are empty, or have no positive probability.
    pub fn new(values: Vec<T>, probs: &[f64]) -> Self {
        Self::with_columns(values, probs, 2)
    }

    /// [`Self::new`] with at least `columns` columns (a power of two): the table
    /// [`AliasTables`] stacks, each law at the common number of columns.
    ///
    /// # Panics
    /// As [`Self::new`].
    pub fn with_columns(values: Vec<T>, probs: &[f64], columns: usize) -> Self {
        assert_eq!(values.len(), probs.len(), "one probability per value");
        assert!(
            probs.iter().any(|&p| p > 0.0),
            "a law needs a positive probability"
        );
        let columns = values.len().next_power_of_two().max(columns);
        let k = columns.trailing_zeros();
        let capacity = 1u128 << (64 - k);
        let mut weight = quantise(probs);
        weight.resize(columns, 0);
        let (mut small, mut large): (Vec<usize>, Vec<usize>) =
            (0..columns).partition(|&i| weight[i] < capacity);
        let mut threshold = vec![0u64; columns];
        let mut alias: Vec<u32> = (0..columns as u32).collect();
        while let (Some(s), Some(&l)) = (small.pop(), large.last()) {
            threshold[s] = weight[s] as u64;
            alias[s] = l as u32;
            weight[l] -= capacity - weight[s];
            if weight[l] < capacity {
                large.pop();
                small.push(l);
            }
        }
        // What is left holds exactly one column's capacity each.
        for i in large.into_iter().chain(small) {
            threshold[i] = (capacity - 1) as u64;
            alias[i] = i as u32;
        }
        AliasTable {
            shift: 64 - k,
            mask: (capacity - 1) as u64,
            threshold,
            alias,
            values,
        }
    }

    /// The value a uniform word `x` draws.
    #[inline(always)]
    pub fn draw(&self, x: u64) -> T {
        let column = (x >> self.shift) as usize;
        // Which side of the threshold a word falls is a coin the branch predictor cannot
        // learn: select without a branch.
        let own = x & self.mask < self.threshold[column];
        let i = std::hint::select_unpredictable(own, column, self.alias[column] as usize);
        self.values[i]
    }

    /// The number of the 2⁶⁴ words that draw each value index: the law the table realises.
    pub fn weights(&self) -> Vec<u128> {
        let capacity = u128::from(self.mask) + 1;
        let mut w = vec![0u128; self.values.len()];
        for (column, (&t, &a)) in self.threshold.iter().zip(&self.alias).enumerate() {
            // Below the threshold: the column's own value; the remaining words go to its alias.
            // A column at full capacity has threshold `capacity − 1` and alias itself.
            let own = u128::from(t);
            if column < w.len() {
                w[column] += own;
            }
            w[a as usize] += capacity - own;
        }
        w
    }
}

/// Several finite laws as [`AliasTable`]s of one common number of columns, stored one after
/// another, so that lanes drawing from different laws read the same arrays: the value law
/// `table` draws from a uniform word, each law realised exactly as [`AliasTable`] does.
#[derive(Clone, Debug, PartialEq)]
pub struct AliasTables<T> {
    /// `log2` of the columns per table.
    bits: u32,
    /// `64 − bits`.
    shift: u32,
    /// `2^(64−bits) − 1`.
    mask: u64,
    /// Per column of every table, as in [`AliasTable`].
    threshold: Vec<u64>,
    /// Per column: the column (of all tables) whose value is taken at or above the threshold.
    alias: Vec<u32>,
    /// The value of every column (padding columns repeat the table's first value; they are
    /// never drawn as their own).
    values: Vec<T>,
}

impl<T: Copy> AliasTables<T> {
    /// The tables of `laws`, each its values and their probabilities (as [`AliasTable::new`]).
    ///
    /// # Panics
    /// As [`AliasTable::new`], for any law; or if there is no law.
    pub fn new(laws: Vec<(Vec<T>, Vec<f64>)>) -> Self {
        let columns = laws
            .iter()
            .map(|(v, _)| v.len().next_power_of_two())
            .max()
            .expect("at least one law")
            .max(2);
        let bits = columns.trailing_zeros();
        let mut tables = AliasTables {
            bits,
            shift: 64 - bits,
            mask: u64::MAX >> bits,
            threshold: Vec::with_capacity(columns * laws.len()),
            alias: Vec::with_capacity(columns * laws.len()),
            values: Vec::with_capacity(columns * laws.len()),
        };
        for (t, (values, probs)) in laws.into_iter().enumerate() {
            let one = AliasTable::with_columns(values, &probs, columns);
            let first = (t * columns) as u32;
            tables.threshold.extend(&one.threshold);
            tables.alias.extend(one.alias.iter().map(|a| first + a));
            let pad = columns - one.values.len();
            tables.values.extend(&one.values);
            tables
                .values
                .extend(std::iter::repeat_n(one.values[0], pad));
        }
        tables
    }

    /// The value table `table` draws from a uniform word `x`.
    #[inline(always)]
    pub fn draw(&self, table: usize, x: u64) -> T {
        let column = (table << self.bits) | (x >> self.shift) as usize;
        let own = x & self.mask < self.threshold[column];
        let i = std::hint::select_unpredictable(own, column, self.alias[column] as usize);
        self.values[i]
    }
}

impl AliasTable<i32> {
    /// The table of an integer law.
    pub fn of_dist(law: &crate::dist::Dist) -> Self {
        let values: Vec<i32> = law.iter().map(|(v, _)| v).collect();
        Self::new(values, law.probs())
    }
}
