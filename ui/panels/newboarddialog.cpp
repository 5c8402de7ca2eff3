// The New Board dialog: preset buttons above, each with what to expect of its analysis, then
// columns, rows and k, each following the other, and what to expect of the board chosen. Nothing
// moves when the choice changes: the note under the fields keeps one height, and any room the
// dialog has to spare goes under the fields.
#include "panels/newboarddialog.h"

#include "document/boardfiles.h"

#include "analysis/searchestimate.h"
#include "words/wording.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QSet>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The rules a preset is analysed under: its own, or the window's.
ttt::Rules rulesOf(const BoardPreset& preset, ttt::Rules window)
{
    return preset.choice.rules.value_or(window);
}

} // namespace

QString BoardPreset::name() const
{
    const ttt::Geometry& geometry = choice.geometry;
    if (geometry == ttt::kTicTacToe)
        return NewBoardDialog::tr("Tic-tac-toe: %1").arg(Wording::boardName(geometry));
    if (!choice.rules)
        return Wording::boardName(geometry);
    const QString size = Wording::sizeName(geometry);
    const bool exact = *choice.rules == ttt::Rules::Exact;
    if (*choice.rules == ttt::Rules::Renju)
        return NewBoardDialog::tr("Renju %1 (black's forbidden moves)").arg(size);
    if (*choice.rules == ttt::Rules::Omok)
        return NewBoardDialog::tr("Omok %1 (Korean: no double three for either side)").arg(size);
    if (geometry.columns() == 20)
        return NewBoardDialog::tr("Gomocup %1, free-style", "the engine tournament's board")
            .arg(size);
    return exact ? NewBoardDialog::tr("Gomoku %1, standard (exactly five)").arg(size)
                 : NewBoardDialog::tr("Gomoku %1, free-style").arg(size);
}

QString BoardPreset::shortName() const
{
    const ttt::Geometry& geometry = choice.geometry;
    if (!choice.rules)
        return Wording::shortBoardName(geometry);
    const QString size = Wording::sizeName(geometry);
    if (geometry.columns() == 20)
        return NewBoardDialog::tr("Gomocup %1", "the engine tournament's board").arg(size);
    if (*choice.rules == ttt::Rules::Renju)
        return NewBoardDialog::tr("Renju %1").arg(size);
    if (*choice.rules == ttt::Rules::Omok)
        return NewBoardDialog::tr("Omok %1", "Korean omok").arg(size);
    return *choice.rules == ttt::Rules::Exact
        ? NewBoardDialog::tr("Standard %1", "standard gomoku: exactly five in a row wins").arg(size)
        : NewBoardDialog::tr("Gomoku %1").arg(size);
}

QString BoardPreset::description() const
{
    if (!choice.rules)
        return Wording::boardName(choice.geometry);
    return NewBoardDialog::tr("%1 under the %2 rules: %3", "board, rules name, what they say")
        .arg(Wording::boardName(choice.geometry), Wording::rulesName(*choice.rules),
            Wording::rulesSummary(*choice.rules));
}

const std::vector<BoardPreset>& NewBoardDialog::presets()
{
    static const std::vector<BoardPreset> list {
        { { ttt::kTicTacToe } },
        { { ttt::Geometry(4, 4, 4) } },
        { { ttt::Geometry(5, 5, 4) } },
        { { ttt::Geometry(6, 6, 5) } },
        { { ttt::Geometry(7, 7, 5) } },
        { { ttt::Geometry(8, 8, 5) } },
        { { ttt::Geometry(15, 15, 5), ttt::Rules::Classic } },
        { { ttt::Geometry(15, 15, 5), ttt::Rules::Exact } },
        { { ttt::Geometry(15, 15, 5), ttt::Rules::Renju } },
        { { ttt::Geometry(15, 15, 5), ttt::Rules::Omok } },
        { { ttt::Geometry(20, 20, 5), ttt::Rules::Classic } },
    };
    return list;
}

NewBoardDialog::NewBoardDialog(const ttt::Geometry& current, ttt::Rules rules, QWidget* parent)
    : QDialog(parent)
    , m_rules(rules)
    , m_presets(new QButtonGroup(this))
    , m_columns(new QSpinBox(this))
    , m_rows(new QSpinBox(this))
    , m_k(new QSpinBox(this))
    , m_note(new QLabel(this))
{
    setWindowTitle(tr("New Board"));

    auto* presetBox = new QGroupBox(tr("Common games"), this);
    auto* presetLayout = new QGridLayout(presetBox);
    presetLayout->setColumnStretch(1, 1);
    for (std::size_t i = 0; i < presets().size(); ++i) {
        const BoardPreset& preset = presets()[i];
        auto* button = new QRadioButton(preset.name(), presetBox);
        button->setToolTip(preset.description());
        button->setObjectName(QStringLiteral("preset%1").arg(i));
        m_presets->addButton(button, int(i));
        presetLayout->addWidget(button, int(i), 0);
        // What to expect of it, in a few words, under the rules chosen.
        auto* expect = new QLabel(
            SearchEstimate::of(preset.choice.geometry, rulesOf(preset, rules)).shortText(),
            presetBox);
        expect->setObjectName(QStringLiteral("presetEstimate%1").arg(i));
        expect->setForegroundRole(QPalette::PlaceholderText);
        expect->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        presetLayout->addWidget(expect, int(i), 1);
    }
    auto* custom = new QRadioButton(tr("Another size"), presetBox);
    custom->setObjectName(QStringLiteral("presetCustom"));
    m_presets->addButton(custom, -2);
    presetLayout->addWidget(custom, int(presets().size()), 0);

    auto* sizeBox = new QGroupBox(tr("Size"), this);
    auto* form = new QFormLayout(sizeBox);
    m_columns->setObjectName(QStringLiteral("columnsBox"));
    m_rows->setObjectName(QStringLiteral("rowsBox"));
    m_k->setObjectName(QStringLiteral("kBox"));
    for (QSpinBox* box : { m_columns, m_rows })
        box->setRange(ttt::Geometry::kMinSide, BoardFiles::kWindowMaxSide);
    form->addRow(tr("&Columns:"), m_columns);
    form->addRow(tr("&Rows:"), m_rows);
    form->addRow(tr("&In a row to win:"), m_k);
    m_k->setToolTip(tr("How many marks in a row, column or diagonal win: from 3 to the longer "
                       "side of the board"));

    m_note->setObjectName(QStringLiteral("estimateNote"));
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_note->setForegroundRole(QPalette::PlaceholderText);
    m_note->setToolTip(tr("Measured on the empty board, every move proven with two threads on a "
                          "2-core machine: a position with marks on it often goes faster, a "
                          "slower computer takes longer."));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(presetBox);
    layout->addWidget(sizeBox);
    layout->addWidget(m_note);
    // Room to spare goes here, under everything a click aims at, never between the boxes.
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(m_presets, &QButtonGroup::idClicked, this, &NewBoardDialog::presetChosen);
    for (QSpinBox* box : { m_columns, m_rows, m_k })
        connect(box, &QSpinBox::valueChanged, this, &NewBoardDialog::sizeEdited);
    setGeometry(current);
}

ttt::Geometry NewBoardDialog::geometry() const
{
    return ttt::Geometry(m_columns->value(), m_rows->value(), m_k->value());
}

BoardChoice NewBoardDialog::choice() const
{
    return { geometry(), m_presetRules };
}

void NewBoardDialog::setGeometry(const ttt::Geometry& geometry)
{
    m_updating = true;
    m_columns->setValue(geometry.columns());
    m_rows->setValue(geometry.rows());
    m_k->setRange(ttt::Geometry::kMinK, ttt::Geometry::maxK(geometry.columns(), geometry.rows()));
    m_k->setValue(geometry.k());
    m_updating = false;
    sizeEdited();
}

QString NewBoardDialog::note() const
{
    return m_note->text();
}

void NewBoardDialog::presetChosen(int index)
{
    if (index < 0 || std::size_t(index) >= presets().size())
        return;
    const BoardPreset& preset = presets()[std::size_t(index)];
    m_presetRules = preset.choice.rules;
    setGeometry(preset.choice.geometry);
}

void NewBoardDialog::sizeEdited()
{
    if (m_updating)
        return;
    const int columns = m_columns->value();
    const int rows = m_rows->value();
    // A new size keeps k where it still fits, else takes the longest it can be.
    m_updating = true;
    m_k->setRange(ttt::Geometry::kMinK, ttt::Geometry::maxK(columns, rows));
    m_updating = false;
    const ttt::Geometry chosen = geometry();
    // The preset of this size: the one chosen last while the size is still its own, else the
    // first of the size whose rules are any or the window's; a size of no preset is "Another
    // size", under the window's rules.
    if (m_presetRules
        && std::find(presets().begin(), presets().end(), BoardPreset { { chosen, m_presetRules } })
            == presets().end())
        m_presetRules.reset();
    const ttt::Rules wanted = m_presetRules.value_or(m_rules);
    int preset = -2;
    for (std::size_t i = 0; i < presets().size() && preset < 0; ++i) {
        const BoardChoice& choice = presets()[i].choice;
        if (choice.geometry == chosen && (!choice.rules || *choice.rules == wanted))
            preset = int(i);
    }
    if (QAbstractButton* button = m_presets->button(preset))
        button->setChecked(true);
    const ttt::Rules rules = m_presetRules.value_or(m_rules);
    m_note->setText(SearchEstimate::of(chosen, rules).sentence(rules));
    if (isVisible())
        reserveNoteHeight();
}

void NewBoardDialog::reserveNoteHeight()
{
    // The longest note of any board, at the width the note has (the word-wrapped label's height
    // follows its width). Each class of estimate is one sentence, its figure a few characters.
    // Under the window's rules and each preset's.
    std::vector<ttt::Rules> rulesSets { m_rules };
    for (const BoardPreset& preset : presets()) {
        if (preset.choice.rules
            && std::find(rulesSets.begin(), rulesSets.end(), *preset.choice.rules)
                == rulesSets.end())
            rulesSets.push_back(*preset.choice.rules);
    }
    QSet<QString> notes;
    for (const ttt::Rules rules : rulesSets) {
        for (int columns = ttt::Geometry::kMinSide; columns <= BoardFiles::kWindowMaxSide;
             ++columns) {
            for (int rows = ttt::Geometry::kMinSide; rows <= columns; ++rows) {
                for (int k = ttt::Geometry::kMinK; k <= ttt::Geometry::maxK(columns, rows); ++k)
                    notes.insert(
                        SearchEstimate::of(ttt::Geometry(columns, rows, k), rules).sentence(rules));
            }
        }
    }
    const int width = m_note->width();
    int height = m_note->heightForWidth(width);
    const QFontMetrics metrics(m_note->font());
    for (const QString& text : notes)
        height = std::max(height,
            metrics.boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, text).height());
    if (height != m_note->minimumHeight())
        m_note->setMinimumHeight(height);
}

void NewBoardDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    // At the width the dialog opens with, the note's room, and the dialog as tall as that needs.
    layout()->activate();
    reserveNoteHeight();
    layout()->activate();
    const int height = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : layout()->totalSizeHint().height();
    resize(width(), std::max(height, minimumSizeHint().height()));
}

void NewBoardDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    if (isVisible())
        reserveNoteHeight();
}
