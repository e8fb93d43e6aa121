def test_the_worker_gives_the_rows_of_a_ruled_table(extractor, pdfs: Builders) -> None:
    # The public path (preflight, the isolated worker, hygiene, anchors): the same rows.
    data = pdfs["one_page"](_filled(*_full(COLUMNS, ROWS)) + _cells_text())
    blocks = extractor.read(io.BytesIO(data), "표.pdf").blocks
    assert [(b.anchor, b.kind, b.text, b.flags) for b in blocks] == [
        ("p1.1", "table_row", TABLE_ROWS[0], ("table", "table_start")),
        ("p1.2", "table_row", TABLE_ROWS[1], ("table",)),
        ("p1.3", "table_row", TABLE_ROWS[2], ("table",)),
    ]
