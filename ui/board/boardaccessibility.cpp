// The board's accessible interfaces: a table for BoardView, an interface per cell.
#include "board/boardaccessibility.h"

#include "board/boardview.h"
#include "document/positionmodel.h"
#include "words/wording.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>
#include <QWindow>

namespace {

const ttt::Geometry& geometryOf(const BoardView* view)
{
    return view->model()->board().geometry();
}

// One cell of the board. Cells are not QObjects: the board's interface makes these when asked
// for a child and registers them with QAccessible, which owns them from then on.
class CellInterface : public QAccessibleInterface,
                      public QAccessibleTableCellInterface,
                      public QAccessibleActionInterface {
public:
    CellInterface(BoardView* view, int cell)
        : m_view(view)
        , m_cell(cell)
    { }

    const BoardView* view() const { return m_view; }
    int cell() const { return m_cell; }

    bool isValid() const override { return m_view && geometryOf(m_view).isValidCell(m_cell); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override
    {
        return m_view ? QAccessible::queryAccessibleInterface(m_view) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

    QString text(QAccessible::Text kind) const override
    {
        if (!isValid())
            return {};
        switch (kind) {
        case QAccessible::Name:
            return Wording::cellName(geometryOf(m_view), m_cell);
        case QAccessible::Description:
            return m_view->cellDescription(m_cell);
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override { }

    // The tile, in screen coordinates.
    QRect rect() const override
    {
        if (!isValid())
            return {};
        return m_view->cellRect(m_cell).toAlignedRect().translated(
            m_view->mapToGlobal(QPoint(0, 0)));
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid()) {
            state.invalid = true;
            return state;
        }
        state.focusable = true;
        state.selectable = true;
        state.selected = m_view->focusCell() == m_cell;
        state.focused = state.selected && m_view->hasFocus();
        state.invisible = !m_view->isVisible();
        state.disabled = !m_view->isEnabled();
        return state;
    }

    void* interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableCellInterface)
            return static_cast<QAccessibleTableCellInterface*>(this);
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return isValid() && m_view->focusCell() == m_cell; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override
    {
        return isValid() ? geometryOf(m_view).columnOf(m_cell) : -1;
    }
    int rowIndex() const override { return isValid() ? geometryOf(m_view).rowOf(m_cell) : -1; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    // QAccessibleActionInterface: press is a click.
    QStringList actionNames() const override { return { pressAction() }; }
    void doAction(const QString& name) override
    {
        if (name == pressAction() && isValid() && m_view->isEnabled())
            m_view->activateCell(m_cell);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    QPointer<BoardView> m_view;
    int m_cell;
};

// BoardView: a table of m columns and n rows of cells. Its name and description are the
// widget's (the accessible name "Board", the verdict).
class BoardInterface : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardInterface(BoardView* view)
        : QAccessibleWidget(view, QAccessible::Table)
    { }
    ~BoardInterface() override { forgetCells(); }

    BoardView* view() const { return static_cast<BoardView*>(widget()); }

    void* interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableInterface)
            return static_cast<QAccessibleTableInterface*>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    int childCount() const override { return geometryOf(view()).cells(); }
    QAccessibleInterface* child(int index) const override
    {
        if (index < 0 || index >= childCount())
            return nullptr;
        if (const QAccessible::Id id = m_cells.value(index)) {
            if (QAccessibleInterface* known = QAccessible::accessibleInterface(id))
                return known;
        }
        auto* cell = new CellInterface(view(), index);
        m_cells.insert(index, QAccessible::registerAccessibleInterface(cell));
        return cell;
    }
    int indexOfChild(const QAccessibleInterface* child) const override
    {
        const auto* cell = dynamic_cast<const CellInterface*>(child);
        return cell && cell->view() == view() && cell->isValid() ? cell->cell() : -1;
    }
    // (x, y) on the screen.
    QAccessibleInterface* childAt(int x, int y) const override
    {
        const QPoint local = view()->mapFromGlobal(QPoint(x, y));
        if (!view()->rect().contains(local))
            return nullptr;
        const int cell = view()->cellAt(QPointF(local));
        return cell >= 0 ? child(cell) : nullptr;
    }
    QAccessibleInterface* focusChild() const override
    {
        return view()->hasFocus() ? child(view()->focusCell()) : nullptr;
    }

    // QAccessibleTableInterface: the keyboard's focus cell is the one selected cell.
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override
    {
        const ttt::Geometry& geometry = geometryOf(view());
        if (row < 0 || row >= geometry.rows() || column < 0 || column >= geometry.columns())
            return nullptr;
        return child(geometry.cellAt(row, column));
    }
    int selectedCellCount() const override { return 1; }
    QList<QAccessibleInterface*> selectedCells() const override
    {
        if (QAccessibleInterface* focus = child(view()->focusCell()))
            return { focus };
        return {};
    }
    QString columnDescription(int) const override { return {}; }
    QString rowDescription(int) const override { return {}; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override { return geometryOf(view()).columns(); }
    int rowCount() const override { return geometryOf(view()).rows(); }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    // Only ever a reset: a board of another size.
    void modelChange(QAccessibleTableModelChangeEvent*) override { forgetCells(); }

private:
    void forgetCells()
    {
        for (const QAccessible::Id id : std::as_const(m_cells))
            QAccessible::deleteAccessibleInterface(id);
        m_cells.clear();
    }

    mutable QHash<int, QAccessible::Id> m_cells;
};

QAccessibleInterface* boardFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("BoardView") && object && object->isWidgetType())
        return new BoardInterface(static_cast<BoardView*>(object));
    return nullptr;
}

BoardAccessibility::EventObserver g_observer = nullptr;

void send(QAccessibleEvent& event)
{
    if (g_observer)
        g_observer(&event);
    QAccessible::updateAccessibility(&event);
}

void sendForCell(BoardView* view, int cell, QAccessible::Event type)
{
    if (!geometryOf(view).isValidCell(cell))
        return;
    QAccessibleEvent event(view, type);
    event.setChild(cell);
    send(event);
}

} // namespace

namespace BoardAccessibility {

void install()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    (void)installed;
}

void focusMoved(BoardView* view, int cell)
{
    sendForCell(view, cell, QAccessible::Focus);
}

void cellTextChanged(BoardView* view, int cell)
{
    sendForCell(view, cell, QAccessible::DescriptionChanged);
}

void cellsChanged(BoardView* view)
{
    QAccessibleTableModelChangeEvent event(view, QAccessibleTableModelChangeEvent::ModelReset);
    send(event);
}

void setEventObserver(EventObserver observer)
{
    g_observer = observer;
}

} // namespace BoardAccessibility
