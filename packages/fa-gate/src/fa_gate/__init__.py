"""fa_gate: the boundary of fa.

The allowed roots decide what may be read (`load_config`, `Boundary`); the save gate decides what
may be written, only after approval, with a hash-chained audit log.
"""

from fa_gate._approval import PendingApproval, TerminalApprovals, approval_code
from fa_gate._audit import AUDIT_EVENTS, AUDIT_FILE_NAME, AuditLog, AuditVerification
from fa_gate._boundary import AllowedDir, Boundary, OpenedFile
from fa_gate._config import (
    APPROVAL_PATHS,
    CONFIG_ENV,
    LANGUAGES,
    Config,
    Root,
    default_output_root,
    default_state_dir,
    load_config,
)
from fa_gate._errors import ConfigError, GateError, PathError, SaveError
from fa_gate._grounding import check_grounding
from fa_gate._reports import (
    SavedReport,
    list_reports,
    read_report,
    report_header,
    report_sources,
)
from fa_gate._save import (
    Preview,
    Saved,
    SaveGate,
    neutralise,
    output_name_for,
    source_fields,
    verify_audit,
)
from fa_gate._structure import MAX_DRAFT_CHARS, MAX_TITLE_CHARS, StructureFinding, check_structure
from fa_gate._template import (
    REPORT_SECTIONS,
    REPORT_TEMPLATE,
    SEVERAL_SOURCES_RULES,
    SEVERAL_SOURCES_TEMPLATE,
    WRITING_RULES,
    ReportSection,
)
from fa_gate._token import MAX_SOURCES

__all__ = (  # noqa: RUF022 - grouped by topic (STYLE.md), not alphabetically
    # configuration (config/roots.toml)
    "CONFIG_ENV",
    "APPROVAL_PATHS",
    "LANGUAGES",
    "Config",
    "Root",
    "load_config",
    "default_output_root",
    "default_state_dir",
    # the allowed-roots boundary
    "AllowedDir",
    "Boundary",
    "OpenedFile",
    # the report template and its structure checks (ST-*)
    "REPORT_TEMPLATE",
    "SEVERAL_SOURCES_RULES",
    "SEVERAL_SOURCES_TEMPLATE",
    "REPORT_SECTIONS",
    "WRITING_RULES",
    "ReportSection",
    "check_structure",
    "StructureFinding",
    "check_grounding",
    "MAX_DRAFT_CHARS",
    "MAX_TITLE_CHARS",
    # the save gate
    "SaveGate",
    "Preview",
    "Saved",
    "output_name_for",
    "source_fields",
    "MAX_SOURCES",
    "neutralise",
    # saved reports: their header and the list of them
    "SavedReport",
    "list_reports",
    "read_report",
    "report_header",
    "report_sources",
    # terminal approvals (`fa-mcp approve <code>`)
    "TerminalApprovals",
    "PendingApproval",
    "approval_code",
    # the audit log
    "AuditLog",
    "AuditVerification",
    "verify_audit",
    "AUDIT_EVENTS",
    "AUDIT_FILE_NAME",
    # errors
    "ConfigError",
    "GateError",
    "PathError",
    "SaveError",
)
