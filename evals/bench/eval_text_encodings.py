"""Would an encoding detector let fa read text files it refuses today? Measured, not assumed.

Run: `uv run --package fa-extract --with charset-normalizer==3.5.3 python
evals/bench/eval_text_encodings.py`

fa decodes csv, txt, md and html strictly: a byte order mark, else UTF-8, else CP949 when the
text reads as Korean, else `DOCUMENT_ENCODING_UNKNOWN` (`_readers/encoding.py`). A detector
would be asked only about what is refused, and could be trusted only where it is sure: when
its best guess, read with no mess (charset-normalizer's `chaos` 0), is the file's encoding.
Three things are counted, over seeded samples of CSV-like lines:

1. CP949 files: text of the Korean documents in `evals/corpus` (HWP, HWPX, DOCX, as fa reads
   them), cut to 60 to 5,000 characters and encoded as CP949; and strings of syllables where
   a tenth to a half are the 8,822 that CP949 adds to EUC-KR (names, rare words: the text fa's
   plausibility rule refuses). Per sample: does fa refuse it, and does the detector name an
   encoding that is not Korean?
2. Other encodings (Shift_JIS/CP932, EUC-JP, Big5, GB18030, Windows-1252, Latin-1): CSV rows of
   words written here, 2, 5 and 30 rows. Per sample: is the detector's sure guess right,
   wrong (another encoding: different characters), or not sure?
3. The corpus's real Shift_JIS file (`csv/markitdown_test_mskanji.csv`, 70 bytes).

Measured 2026-12-02 on charset-normalizer 3.5.3 (numbers in fa-extract's README, Text files).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import charset_normalizer
from fa_extract import ExtractError, Extractor
from fa_extract._readers.encoding import decode_text

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
KOREAN = ("cp949", "euc_kr", "johab", "iso2022_kr")
SAMPLES = 200
# The same encoding under another name: a guess of one of these is right.
ALIKE = {
    "cp932": {"cp932", "shift_jis", "shift_jis_2004", "shift_jisx0213"},
    "euc_jp": {"euc_jp", "euc_jis_2004", "euc_jisx0213"},
    "big5": {"big5", "big5hkscs", "cp950"},
    "gb18030": {"gb18030", "gbk", "gb2312"},
    "cp1252": {"cp1252"},
    "latin_1": {"latin_1", "cp1252"},
}
WORDS = {
    "cp932": "名前 年齢 住所 東京 大阪 名古屋 福岡 札幌 売上 予算 合計 金額 担当 部署 営業 開発 "
    "総務 会議 資料 報告 確認 完了 未定 予定 日付 品目 数量 単価 備考 株式会社 さとう たなか "
    "すずき ワークショップ データ システム プロジェクト",
    "big5": "姓名 年齡 地址 台北 高雄 台中 銷售 預算 合計 金額 負責 部門 營業 開發 會議 資料 報告 "
    "確認 完成 日期 品項 數量 單價 備註 股份有限公司",
    "gb18030": "姓名 年龄 地址 北京 上海 广州 销售 预算 合计 金额 负责 部门 营业 开发 会议 资料 "
    "报告 确认 完成 日期 品项 数量 单价 备注 有限公司",
    "cp1252": "Café Résumé naïve Zürich São Málaga Ångström Øresund straße garçon façade crème "
    "brûlée €100 £50 señor niño Köln",
}
WORDS["euc_jp"] = WORDS["cp932"]
WORDS["latin_1"] = WORDS["cp1252"].replace(" €100", "")


def refused(data: bytes) -> bool:
    try:
        decode_text(data)
    except ExtractError:
        return True
    return False


def korean_texts() -> list[str]:
    texts: list[str] = []
    with Extractor() as extractor:
        for folder in ("hwp", "hwpx", "docx"):
            for path in sorted((CORPUS / folder).glob("*")):
                try:
                    with path.open("rb") as handle:
                        blocks = list(extractor.evidence(handle, path.name))
                except ExtractError:
                    continue
                texts.extend(
                    b.text for b in blocks if sum("\uac00" <= c <= "\ud7a3" for c in b.text) > 3
                )
    return texts


def cp949_corpus(rng: random.Random, texts: list[str]) -> None:
    for size in (60, 200, 1000, 5000):
        count = fa_refused = other = 0
        for _ in range(SAMPLES):
            at = rng.randrange(len(texts))
            chunk = ""
            while len(chunk) < size and at < len(texts):
                chunk += texts[at].replace(",", " ") + f",{rng.randint(1, 99999)}\n"
                at += 1
            try:
                data = chunk[:size].encode("cp949")
            except UnicodeEncodeError:
                continue  # a character outside CP949 (a symbol, old Hangul)
            count += 1
            fa_refused += refused(data)
            best = charset_normalizer.from_bytes(data).best()
            other += best is not None and best.encoding not in KOREAN
        print(
            f"CP949 corpus text, {size} chars: {count} files, fa refuses {fa_refused}, "
            f"detector names a non-Korean encoding for {other}"
        )


def cp949_rare(rng: random.Random) -> None:
    syllables = [chr(c) for c in range(0xAC00, 0xD7A4)]
    common = [s for s in syllables if 0xB0 <= s.encode("cp949")[0] <= 0xC8]
    rare = [s for s in syllables if not 0xB0 <= s.encode("cp949")[0] <= 0xC8]
    for share in (0.1, 0.2, 0.5):
        for size in (40, 200, 1000):
            fa_refused = other = 0
            for _ in range(SAMPLES):
                words: list[str] = []
                while sum(map(len, words)) < size:
                    words.append(
                        "".join(
                            rng.choice(rare) if rng.random() < share else rng.choice(common)
                            for _ in range(rng.randint(2, 4))
                        )
                    )
                data = (",".join(words) + "\n").encode("cp949")
                if not refused(data):
                    continue
                fa_refused += 1
                best = charset_normalizer.from_bytes(data).best()
                other += best is not None and best.encoding not in KOREAN
            print(
                f"CP949 with {share:.0%} rare syllables, {size} chars: fa refuses {fa_refused} "
                f"of {SAMPLES}, detector names a non-Korean encoding for {other}"
            )


def other_encodings(rng: random.Random) -> None:
    for encoding, text in WORDS.items():
        words = text.split()
        for rows in (2, 5, 30):
            right = wrong = unsure = 0
            for _ in range(SAMPLES):
                lines = (
                    ",".join(
                        str(rng.randint(1, 9999)) if c == 2 else rng.choice(words) for c in range(4)
                    )
                    for _ in range(rows)
                )
                data = "".join(line + "\n" for line in lines).encode(encoding)
                best = charset_normalizer.from_bytes(data).best()
                if best is None or best.chaos > 0:
                    unsure += 1
                elif best.encoding in ALIKE[encoding]:
                    right += 1
                else:
                    wrong += 1
            print(
                f"{encoding}, {rows} rows: sure and right {right}, sure and wrong {wrong}, "
                f"not sure {unsure} (of {SAMPLES})"
            )


def main() -> int:
    rng = random.Random(20261202)
    cp949_corpus(rng, korean_texts())
    cp949_rare(rng)
    other_encodings(rng)
    data = (CORPUS / "csv" / "markitdown_test_mskanji.csv").read_bytes()
    guesses = [(m.encoding, m.chaos, m.coherence) for m in charset_normalizer.from_bytes(data)]
    print(f"markitdown_test_mskanji.csv ({len(data)} bytes): {guesses[:3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
