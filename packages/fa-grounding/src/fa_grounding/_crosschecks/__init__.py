"""Cross-checks: after a sentence's figures are each found in a cited block, whether they are
found in the right place (column, row, label, pair, weekday)."""
