// The New Board dialog: preset buttons above, columns, rows and k below; each follows the other.
#include "newboarddialog.h"

#include "wording.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

QString presetText(const ttt::Geometry& geometry)
{
    if (geometry == ttt::kTicTacToe)
        return NewBoardDialog::tr("Tic-tac-toe: %1").arg(Wording::boardName(geometry));
    return Wording::boardName(geometry);
}

} // namespace

const std::vector<ttt::Geometry>& NewBoardDialog::presets()
{
    static const std::vector<ttt::Geometry> list { ttt::kTicTacToe, ttt::Geometry(4, 4, 4),
        ttt::Geometry(5, 5, 4), ttt::Geometry(6, 6, 5), ttt::Geometry(7, 7, 5),
        ttt::Geometry(8, 8, 5) };
    return list;
}

NewBoardDialog::NewBoardDialog(const ttt::Geometry& current, QWidget* parent)
    : QDialog(parent)
    , m_presets(new QButtonGroup(this))
    , m_columns(new QSpinBox(this))
    , m_rows(new QSpinBox(this))
    , m_k(new QSpinBox(this))
    , m_note(new QLabel(this))
{
    setWindowTitle(tr("New Board"));

    auto* presetBox = new QGroupBox(tr("Common games"), this);
    auto* presetLayout = new QVBoxLayout(presetBox);
    for (std::size_t i = 0; i < presets().size(); ++i) {
        auto* button = new QRadioButton(presetText(presets()[i]), presetBox);
        button->setObjectName(QStringLiteral("preset%1").arg(i));
        m_presets->addButton(button, int(i));
        presetLayout->addWidget(button);
    }
    auto* custom = new QRadioButton(tr("Another size"), presetBox);
    custom->setObjectName(QStringLiteral("presetCustom"));
    m_presets->addButton(custom, -2);
    presetLayout->addWidget(custom);

    auto* sizeBox = new QGroupBox(tr("Size"), this);
    auto* form = new QFormLayout(sizeBox);
    m_columns->setObjectName(QStringLiteral("columnsBox"));
    m_rows->setObjectName(QStringLiteral("rowsBox"));
    m_k->setObjectName(QStringLiteral("kBox"));
    for (QSpinBox* box : { m_columns, m_rows })
        box->setRange(ttt::Geometry::kMinSide, ttt::Geometry::kMaxSide);
    form->addRow(tr("&Columns:"), m_columns);
    form->addRow(tr("&Rows:"), m_rows);
    form->addRow(tr("&In a row to win:"), m_k);
    m_k->setToolTip(tr("How many marks in a row, column or diagonal win: from 3 to the longer "
                       "side of the board"));

    m_note->setWordWrap(true);
    m_note->setForegroundRole(QPalette::PlaceholderText);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(presetBox);
    layout->addWidget(sizeBox);
    layout->addWidget(m_note);
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

void NewBoardDialog::presetChosen(int index)
{
    if (index >= 0 && std::size_t(index) < presets().size())
        setGeometry(presets()[std::size_t(index)]);
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
    int preset = -2;
    for (std::size_t i = 0; i < presets().size(); ++i) {
        if (presets()[i] == chosen)
            preset = int(i);
    }
    if (QAbstractButton* button = m_presets->button(preset))
        button->setChecked(true);
    m_note->setText(ttt::isTabulated(chosen)
            ? tr("Answered at once from a table of every position.")
            : tr("Searched in the background: every move's result appears as it is proven. "
                 "Small boards take a moment; 8×8 with five in a row takes minutes."));
}
