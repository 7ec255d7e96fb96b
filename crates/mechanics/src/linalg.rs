//! Small dense linear algebra for the exact laws: the stationary law of an energy chain and
//! the expected turns of a fight are linear systems of a few dozen unknowns.

/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None` if `a` is
/// singular (a pivot below 1e-12).
pub fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (top, rest) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        let b_col = b[col];
        for (row, b_row) in rest.iter_mut().zip(&mut b[col + 1..]) {
            let f = row[col] / pivot_row[col];
            if f != 0.0 {
                for (x, &y) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= f * y;
                }
                *b_row -= f * b_col;
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    Some(x)
}
