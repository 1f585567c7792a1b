//! The five games, one module each.
pub mod settlers;
