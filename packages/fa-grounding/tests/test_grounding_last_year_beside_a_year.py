"""`지난해` in a block that also names an earlier year in digits (`지난해 ... 298건으로 2023년
341건보다`): the figure it dates is the year before the date line's, so a draft giving that
figure the year before the date line restates it; the figure the block dates by its digits
stays that year's."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

_RELEASE = [
    para("L3", "배포 일시: 2025. 9. 15.(월) 배포 즉시 보도"),
    para(
        "L8",
        "한빛시는 지난해 접수된 빛공해 민원이 298건으로 2023년 341건보다 43건(12.6%) 줄어 3년 "
        "연속 감소했다고 15일 밝혔다.",
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 빛공해 민원은 298건으로 2023년 341건보다 43건(12.6%) 줄었다 [L8].",
        "- 2024년 빛공해 민원은 298건임 [L8]",
        "Light-pollution complaints numbered 298 in 2024, 43 fewer than in 2023 [L8].",
    ],
)
def test_last_year_beside_an_earlier_year_is_the_year_before_the_date_line(draft: str) -> None:
    report = check(draft, _RELEASE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a year that is neither the one before the date line nor the block's
        "2022년 빛공해 민원은 298건이었다 [L8].",
        # planted: the year before given the figure the block dates 2023
        "2024년 빛공해 민원은 341건이었다 [L8].",
        # planted: the date line's own year given last year's figure
        "2025년 빛공해 민원은 298건이었다 [L8].",
    ],
)
def test_a_year_the_block_does_not_give_the_figure_still_fails(draft: str) -> None:
    report = check(draft, _RELEASE)
    assert not report.ok, report.format_text()


_SPAN = [
    para("L2", "배포 일시: 2025. 3. 4.(화)"),
    para("L21", "- 2021년부터 지난해까지 4년간 모두 888대의 빗물 저금통 설치를 지원했다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Over 2021-2024 the city supported 888 rain barrels [L21].", True),
        ("2021~2024년 4년간 888대를 지원했다 [L21].", True),
        # planted: a span's end the block does not reach, and a year alone the span ends with
        ("Over 2021-2023 the city supported 888 rain barrels [L21].", False),
        ("2024년에 888대를 지원했다 [L21].", False),
    ],
)
def test_a_span_to_last_year_ends_in_the_year_before_the_date_line(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SPAN)
    assert report.ok is passes, report.format_text()
