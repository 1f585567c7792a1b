//! The five games, one module each.
