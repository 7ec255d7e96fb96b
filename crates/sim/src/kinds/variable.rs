//! What a sweep of each kind may vary: every number of its scenario object. The kind's field
//! table names the numbers flags set (a sweep varies them by their flags, `--vary ev=0..40`);
//! every other number its object's JSON Schema has (a bonus of the defender, the input of an
//! attack given as numbers) is varied by its path in the object
//! (`--vary defender.bonuses.artefact=0..5`). The schema comes from the object's type, so a
//! number added to a kind's object can be swept without touching this list.

use std::sync::OnceLock;

use super::{Entry, Stored, Visitor, each};
use crate::scenario::fields::{Field, Numbers, at_path, numbers_of};

/// Every registered kind's key with what its object's schema says of its numbers.
type SchemaNumbers = Vec<(&'static str, Numbers)>;

/// The numbers of every kind's object, found once.
static NUMBERS: OnceLock<SchemaNumbers> = OnceLock::new();

/// Collects the numbers of every kind's object from its schema.
struct Collect(SchemaNumbers);

impl Visitor for Collect {
    fn visit<K: Stored>(&mut self) {
        let schema = schemars::schema_for!(K::Spec);
        self.0.push((K::KEY, numbers_of(schema.as_value())));
    }
}

/// What the schema of the object of the kind keyed `key` says of its numbers.
fn schema_numbers(key: &str) -> &'static Numbers {
    static NONE: Numbers = Numbers {
        numbers: Vec::new(),
        variants: Vec::new(),
    };
    let all = NUMBERS.get_or_init(|| {
        let mut collect = Collect(Vec::new());
        each(&mut collect);
        collect.0
    });
    all.iter()
        .find(|(k, _)| *k == key)
        .map_or(&NONE, |(_, numbers)| numbers)
}

impl dyn Entry + '_ {
    /// Every number a sweep of this kind may vary: the numeric fields of its field table
    /// (named by their flags), then every other number of its object's schema, named by its
    /// path (its flag is its path). A field the table gives as text or derived is not one.
    pub fn variable(&self) -> Vec<Field> {
        let table = self.fields();
        let mut fields: Vec<Field> = table
            .iter()
            .filter(|f| f.value.is_numeric())
            .copied()
            .collect();
        for (path, value) in &schema_numbers(self.key()).numbers {
            if at_path(&table, path).is_none() {
                fields.push(Field::new(path, path, *value, path));
            }
        }
        fields
    }

    /// The paths of the enums' variants with data in this kind's object, with their tags
    /// (`player_action.archery`): setting a number under one replaces the variant that was
    /// there ([`crate::scenario::fields::set_variant`]).
    pub fn variants(&self) -> &'static [String] {
        &schema_numbers(self.key()).variants
    }

    /// The number a sweep of this kind varies as `name`: the field its flag `name` sets, else
    /// the number at path `name` of its object.
    pub fn variable_field(&self, name: &str) -> Option<Field> {
        let fields = self.variable();
        let by_flag = fields.iter().find(|f| f.flag == name);
        by_flag
            .or_else(|| fields.iter().find(|f| f.path == name))
            .copied()
    }
}
