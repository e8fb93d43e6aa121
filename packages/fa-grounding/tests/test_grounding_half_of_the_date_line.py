"""A half a block names in words alone (`상반기 폐건전지 12,480kg`), in a document whose date line
falls in that half's year once the half has begun (a release of July on the first half, of
any month on the first), is that year's half: `2025년 상반기` restates it. A second half named
in a release of the year's first six months may be the year before's results or the year's
plan, so the year is not lent; nor is another year."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para


def _release(date: str, half: str) -> list[dict]:
    return [
        para("L2", f"배포 일시: {date} 배포 즉시 보도"),
        para("L4", f"- {half} 폐건전지 12,480kg, 폐의약품 3,150kg 수거 … 합계 15,630kg"),
    ]


@pytest.mark.parametrize(
    ("date", "draft"),
    [
        ("2025. 7. 14.(월)", "- 2025년 상반기 폐건전지 12,480kg 수거함 [L4]"),
        ("2025. 7. 14.(월)", "In the first half of 2025, 15,630 kg were collected [L4]."),
        ("2025. 3. 10.(월)", "- 2025년 상반기 폐건전지 12,480kg 수거 [L4]"),
    ],
)
def test_a_first_half_alone_is_the_date_lines_years(date: str, draft: str) -> None:
    report = check(draft, _release(date, "상반기"))
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("date", "half", "draft"),
    [
        # planted: another year than the date line's
        ("2025. 7. 14.(월)", "상반기", "- 2024년 상반기 폐건전지 12,480kg 수거함 [L4]"),
        # planted: the other half than the block's
        ("2025. 7. 14.(월)", "상반기", "- 2025년 하반기 폐건전지 12,480kg 수거함 [L4]"),
        # planted: a second half in a release of the year's first months, whose year is open
        ("2025. 3. 10.(월)", "하반기", "- 2025년 하반기 폐건전지 12,480kg 수거함 [L4]"),
    ],
)
def test_a_half_the_date_line_does_not_date_is_not_lent_its_year(
    date: str, half: str, draft: str
) -> None:
    report = check(draft, _release(date, half))
    assert not report.ok or report.unconfirmed, report.format_text()


_FRIDGES = [
    para("L4", "시는 2025년 상반기(1~6월) 공유냉장고 38대의 운영 실적을 집계했다."),
    para("L32", "시는 하반기에 냉장고 6대를 추가 설치해 연말까지 44대로 확대할 계획이다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The city ran 38 fridges in the first half of 2025 [L4] and plans to add 6 more in "
         "the second half [L32].", True),
        ("The city ran 38 fridges [L4] and plans to add 6 more in the second half [L32].", True),
        # planted: the half a cited block names with a year given to the other clause
        ("The city ran 38 fridges in the second half of 2025 [L4] and plans to add 6 more "
         "[L32].", False),
    ],
)  # fmt: skip
def test_a_half_without_a_year_is_found_in_words_beside_a_block_naming_another(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FRIDGES)
    assert report.ok is passes, report.format_text()


def _interns(elsewhere: str) -> list[dict]:
    return [
        {"anchor": "L1", "kind": "heading", "text": "한빛시, 하반기 청년 행정인턴 120명 모집"},
        para("L3", "배포일시: 2025. 6. 2.(월)"),
        para("L6", "- 모집 인원 120명으로 전년(100명) 대비 20명(20.0%) 증가"),
        para("L8", f"한빛시는 {elsewhere} 120명을 6. 9.(월)부터 모집한다고 2일 밝혔다."),
    ]


@pytest.mark.parametrize(
    ("elsewhere", "draft", "passes"),
    [
        ("「2025년 하반기 청년 행정인턴」", "- 2025년 하반기 청년 행정인턴 120명 모집 [L6]", True),
        # planted: another year than the one the document writes the half with
        ("「2025년 하반기 청년 행정인턴」", "- 2024년 하반기 청년 행정인턴 120명 모집 [L6]", False),
        # planted: the document writes the half with no year, or with two years
        ("하반기 청년 행정인턴", "- 2025년 하반기 청년 행정인턴 120명 모집 [L6]", False),
        (
            "2024년 하반기에 이어 2025년 하반기 청년 행정인턴",
            "- 2025년 하반기 청년 행정인턴 120명 모집 [L6]",
            False,
        ),
    ],
)
def test_a_half_the_title_names_alone_is_the_year_the_document_writes_it_with(
    elsewhere: str, draft: str, passes: bool
) -> None:
    report = check(draft, _interns(elsewhere))
    assert (report.ok and not report.unconfirmed) is passes, report.format_text()
