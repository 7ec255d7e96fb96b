//! CSV: one row per quantity with the fixed columns [`CSV_COLUMNS`]; several reports share
//! one header. A report whose kind is a wide table (a sweep: one row per point) is that
//! table instead.

use super::Exporter;
use crate::error::SimError;
use crate::report::Report;

/// The CSV header: one row per quantity.
pub const CSV_COLUMNS: [&str; 9] = [
    "section", "quantity", "index", "exact", "estimate", "ci_lo", "ci_hi", "sigmas", "trials",
];

/// Writes reports as CSV. Absent values are empty fields, numbers use the shortest exact
/// decimal form, infinite sigmas are `inf` / `-inf`.
pub struct CsvExporter;

impl Exporter for CsvExporter {
    fn export(&self, reports: &[Report]) -> Result<Vec<u8>, SimError> {
        let csv_err = |e: csv::Error| SimError::Output(format!("CSV: {e}"));
        let mut w = csv::Writer::from_writer(Vec::new());
        if let [one] = reports
            && let Some(table) = one.content.wide()
        {
            w.write_record(&table.header).map_err(csv_err)?;
            for row in &table.rows {
                w.write_record(row.iter().map(|c| c.exact()))
                    .map_err(csv_err)?;
            }
            return w
                .into_inner()
                .map_err(|e| SimError::Output(format!("CSV: {}", e.error())));
        }
        w.write_record(CSV_COLUMNS).map_err(csv_err)?;
        let opt = |x: Option<f64>| x.map(|v| v.to_string()).unwrap_or_default();
        for report in reports {
            for r in report.content.rows() {
                let ci = r.ci95();
                w.write_record([
                    r.section.clone(),
                    r.quantity.clone(),
                    r.index.map(|i| i.to_string()).unwrap_or_default(),
                    opt(r.exact),
                    opt(r.point()),
                    opt(ci.map(|c| c[0])),
                    opt(ci.map(|c| c[1])),
                    opt(r.sigmas()),
                    r.trials().map(|t| t.to_string()).unwrap_or_default(),
                ])
                .map_err(csv_err)?;
            }
        }
        w.into_inner()
            .map_err(|e| SimError::Output(format!("CSV: {}", e.error())))
    }
}
