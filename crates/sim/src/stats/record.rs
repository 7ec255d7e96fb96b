//! A report's quantities as one record generic over what each entry holds: the exact values
//! (`R<f64>`), the measured estimates (`R<Estimate>`), and what a report derives from them
//! under the same keys (`R<f64>` point values, `R<[f64; 2]>` intervals, `R<Option<f64>>`
//! distances in standard errors). A kind declares its record's shape once with
//! [`crate::record!`]; [`estimated`] then makes its `estimate` block.

use super::estimate::{Estimate, Estimated};

/// A record of quantities keyed like a report's exact values, holding `T` at every entry.
pub trait Record<T> {
    /// The same record holding `U`.
    type Of<U>;

    /// Each entry through `f`, with the exact value under the same key: `None` without an
    /// exact record or where its entry is absent; 0 at an index past the end of an exact
    /// list (a law is 0 outside its support).
    fn zip_map<U>(
        &self,
        exact: Option<&Self::Of<f64>>,
        f: &impl Fn(&T, Option<f64>) -> U,
    ) -> Self::Of<U>;
}

/// One entry: `a` with its exact value.
pub fn one<T, U>(a: &T, exact: Option<&f64>, f: &impl Fn(&T, Option<f64>) -> U) -> U {
    f(a, exact.copied())
}

/// A list: each entry with the exact entry at its index (0 past its end).
pub fn many<T, U>(a: &[T], exact: Option<&Vec<f64>>, f: &impl Fn(&T, Option<f64>) -> U) -> Vec<U> {
    a.iter()
        .enumerate()
        .map(|(i, v)| f(v, exact.map(|x| x.get(i).copied().unwrap_or(0.0))))
        .collect()
}

/// A list whose entries may be missing (a row with no trials behind it): each present entry
/// with the exact value at its index, when that is known.
pub fn many_maybe<T, U>(
    a: &[Option<T>],
    exact: Option<&Vec<Option<f64>>>,
    f: &impl Fn(&T, Option<f64>) -> U,
) -> Vec<Option<U>> {
    a.iter()
        .enumerate()
        .map(|(i, v)| {
            v.as_ref()
                .map(|v| f(v, exact.and_then(|x| x.get(i).copied().flatten())))
        })
        .collect()
}

/// An entry a record may lack: kept when the estimate has it.
pub fn maybe<T, U>(
    a: &Option<T>,
    exact: Option<&Option<f64>>,
    f: &impl Fn(&T, Option<f64>) -> U,
) -> Option<U> {
    a.as_ref().map(|v| f(v, exact.copied().flatten()))
}

/// A record nested in a record.
pub fn nested<T, U, R: Record<T>>(
    a: &R,
    exact: Option<&R::Of<f64>>,
    f: &impl Fn(&T, Option<f64>) -> U,
) -> R::Of<U> {
    a.zip_map(exact, f)
}

/// Declares the shape of a record struct generic over its entries' type: each field is
/// `one` (a value), `many` (a `Vec`, by index), `maybe` (an `Option`) or `nested` (a record
/// of its own):
///
/// ```ignore
/// record!(DamageQuantities { distribution: many, mean: one, expected_rounds_to_death: maybe });
/// ```
#[macro_export]
macro_rules! record {
    ($name:ident { $($field:ident: $shape:ident),* $(,)? }) => {
        impl<T> $crate::stats::Record<T> for $name<T> {
            type Of<U> = $name<U>;

            fn zip_map<U>(
                &self,
                exact: Option<&$name<f64>>,
                f: &impl Fn(&T, Option<f64>) -> U,
            ) -> $name<U> {
                $name {
                    $( $field: $crate::stats::record::$shape(
                        &self.$field,
                        exact.map(|x| &x.$field),
                        f,
                    ), )*
                }
            }
        }
    };
}

/// The estimate block of a report whose quantities are the record `R`: point values,
/// intervals and distances, each keyed like the exact values.
pub type EstimateOf<R> = Estimated<
    <R as Record<Estimate>>::Of<f64>,
    <R as Record<Estimate>>::Of<[f64; 2]>,
    <R as Record<Estimate>>::Of<Option<f64>>,
>;

/// The estimate block of a report: the measured estimates' point values, their 95 %
/// intervals, and their finite distances from the exact values in standard errors (`None`
/// where the exact value is missing, or the distance infinite or undefined).
pub fn estimated<R: Record<Estimate>>(measured: &R, exact: Option<&R::Of<f64>>) -> EstimateOf<R> {
    Estimated {
        values: measured.zip_map(exact, &|e, _| e.value()),
        intervals: measured.zip_map(exact, &|e, _| e.ci95()),
        sigmas: measured.zip_map(exact, &|e, x| {
            x.and_then(|x| e.sigmas_from(x)).filter(|s| s.is_finite())
        }),
    }
}
